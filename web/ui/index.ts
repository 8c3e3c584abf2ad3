import './tokens.css'
import './base.css'
import './controls.css'

export { Alert, type AlertProps } from './Alert'
export { Button, type ButtonProps } from './Button'
export { Checkbox, type CheckboxProps } from './Checkbox'
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField'
export { TextField, type TextFieldProps } from './TextField'
