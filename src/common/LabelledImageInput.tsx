import { ImageInput, useResourceContext, useTranslateLabel, type ImageInputProps } from 'react-admin';

/**
 * react-admin's image upload whose file input is named by the field's label: the drop zone's
 * hidden `<input type="file">` has no `<label>` of its own, so screen readers found it unnamed.
 */
export const LabelledImageInput = ({ label, source, inputProps, ...rest }: ImageInputProps) => {
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext(rest);
  const name = translateLabel({ label, source, resource });
  return <ImageInput label={label} source={source} inputProps={{ ...inputProps, 'aria-label': name }} {...rest} />;
};
