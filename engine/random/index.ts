export { createSeededRandom, type RandomSource } from './mulberry32'
