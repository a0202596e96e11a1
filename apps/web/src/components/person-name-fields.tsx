import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { TextInput } from './text-input';

/** A person's name, both surnames and phone (docs/spec.md §5: upper case, phone of 10 digits). */
export function PersonNameFields({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput name="name" label={t('fields.name')} upperCase autoFocus={autoFocus} />
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput name="paternal" label={t('fields.paternal')} upperCase />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput name="maternal" label={t('fields.maternal')} upperCase />
        </Grid>
      </Grid>
      <TextInput name="phone" label={t('fields.phone')} digits={10} />
    </>
  );
}
