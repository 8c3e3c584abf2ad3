export { type Config, loadConfig } from './config'
