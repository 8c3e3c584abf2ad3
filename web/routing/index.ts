export { type NavigateOptions, navigate, useLocation } from './history-location'
export { Link, type LinkProps } from './Link'
export {
  isStudioReturnPath,
  loginUrl,
  readLoginRequest,
  withoutLoginRequest,
} from './login-return'
