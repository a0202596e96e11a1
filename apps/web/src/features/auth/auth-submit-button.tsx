import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';

/** The full-width submit button of the public forms, busy while the form is submitting. */
export function AuthSubmitButton({ children }: { children: ReactNode }) {
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      variant="contained"
      fullWidth
      size="large"
      sx={{ mt: 2 }}
      loading={isSubmitting}
    >
      {children}
    </Button>
  );
}
