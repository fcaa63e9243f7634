import { createContext, useCallback, useContext, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FilledInput, FormControl, FormHelperText, IconButton, InputAdornment, InputLabel, type FilledInputProps } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { isRequired, useNotify, useTranslate, ValidationError, type ValidationErrorMessage, type Validator } from 'ra-core';

// The sign-in pages' form, as react-admin's <Form>, <TextInput> and <PasswordInput> behave: each field
// checked with react-admin's validators on submit and, once submitted, again as it changes; the
// message under the field; the first wrong field focused and "Das Formular ist ungültig" notified on a
// refused submit; what was typed kept. Written here, not react-admin's form (react-hook-form, lodash,
// the record and save contexts), so that the sign-in page loads light (bench/REPORT.md).

type Values = Record<string, string>;
type Problem = ValidationErrorMessage | null | undefined;

const firstProblem = async (validators: Validator[], value: string, values: Values): Promise<Problem> => {
  for (const validator of validators) {
    const problem = (await validator(value, values, {})) as Problem;
    if (problem) return problem;
  }
  return undefined;
};

type Field = { validators: Validator[]; input: HTMLInputElement | null };

interface FormState {
  values: Values;
  errors: Record<string, Problem>;
  change(name: string, value: string): void;
  register(name: string, field: Field): () => void;
}

const FormContext = createContext<FormState | null>(null);

export const AuthForm = <T extends object>({ onSubmit, children }: { onSubmit: (values: T) => unknown; children: ReactNode }) => {
  const notify = useNotify();
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Record<string, Problem>>({});
  const submitted = useRef(false);
  // In the order of the form, for focusing the first wrong one.
  const fields = useRef(new Map<string, Field>());

  // The values as typed so far, also between renders (validation on change reads them).
  const current = useRef<Values>(values);
  const register = useCallback((name: string, field: Field) => {
    fields.current.set(name, field);
    return () => void fields.current.delete(name);
  }, []);

  const state: FormState = {
    values,
    errors,
    register,
    change(name, value) {
      current.current = { ...current.current, [name]: value };
      setValues(current.current);
      const field = fields.current.get(name);
      if (!submitted.current || !field) return;
      void firstProblem(field.validators, value, current.current).then((problem) => setErrors((e) => ({ ...e, [name]: problem })));
    },
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    submitted.current = true;
    const typed = current.current;
    const checked = await Promise.all(
      [...fields.current].map(async ([name, field]) => [name, await firstProblem(field.validators, typed[name] ?? '', typed)] as const),
    );
    setErrors(Object.fromEntries(checked));
    const wrong = checked.find(([, problem]) => problem);
    if (wrong) {
      fields.current.get(wrong[0])?.input?.focus();
      notify('ra.message.invalid_form', { type: 'error' });
      return;
    }
    await onSubmit(typed as T);
  };

  return (
    <FormContext.Provider value={state}>
      <form noValidate onSubmit={submit}>
        {children}
      </form>
    </FormContext.Provider>
  );
};

export type AuthInputProps = Omit<FilledInputProps, 'name' | 'value' | 'onChange' | 'error' | 'inputRef'> & {
  source: string;
  /** A message key. */
  label: string;
  validate?: Validator | Validator[];
};

export const AuthTextInput = ({ source, label, validate, ...rest }: AuthInputProps) => {
  const translate = useTranslate();
  const form = useContext(FormContext)!;
  const validators = ([] as Validator[]).concat(validate ?? []);
  const field = useRef<Field>({ validators, input: null });
  field.current.validators = validators;
  const { register } = form;
  useEffect(() => register(source, field.current), [register, source]);
  const error = form.errors[source];
  const helperId = `${source}-helper-text`;
  return (
    <FormControl variant="filled" margin="dense" size="small" fullWidth required={isRequired(validators)} error={!!error}>
      <InputLabel htmlFor={source}>{translate(label)}</InputLabel>
      <FilledInput
        id={source}
        name={source}
        value={form.values[source] ?? ''}
        onChange={(event) => form.change(source, event.target.value)}
        inputRef={(input: HTMLInputElement | null) => {
          field.current.input = input;
        }}
        inputProps={{ 'aria-describedby': helperId }}
        {...rest}
      />
      {/* A blank line keeps the room for a message, as react-admin's inputs do. */}
      <FormHelperText id={helperId}>{error ? <ValidationError error={error} /> : ' '}</FormHelperText>
    </FormControl>
  );
};

export const AuthPasswordInput = (props: AuthInputProps) => {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  return (
    <AuthTextInput
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={translate(visible ? 'ra.input.password.toggle_visible' : 'ra.input.password.toggle_hidden')}
            onClick={() => setVisible(!visible)}
            size="small"
          >
            {visible ? <Visibility fontSize="small" /> : <VisibilityOff fontSize="small" />}
          </IconButton>
        </InputAdornment>
      }
      {...props}
    />
  );
};
