// The form kit (by path: `@shirube/ui/src/form`); see FormKit.tsx.
export { ErrorSummary, FormMessage, FormSection, SubmitRow, TextAreaField } from './FormKit';
export { TextFields, type TextFieldSpec } from './TextFields';
export { useFormSubmit, type FormSubmit, type FormSubmitOptions } from './useFormSubmit';
export { useFieldErrors, type FieldErrors } from '../useFieldErrors';
