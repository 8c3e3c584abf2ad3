// The design's style sheets alone: a page's entry imports these rather than `index.ts`,
// whose controls would otherwise all ride in the first script.
import './tokens.css'
import './base.css'
import './controls.css'
