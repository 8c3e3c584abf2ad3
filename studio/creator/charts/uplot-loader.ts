// Imported only through `import()` in Chart.tsx: uPlot and its stylesheet form one lazy chunk.
import 'uplot/dist/uPlot.min.css'

export { default as UPlot } from 'uplot'
