import type { Profile } from '@iris/domain/auth/auth.schemas';
import { hasRoles } from '@iris/domain/users/roles';
import { LICENSED_ROLES, updateDataProfileSchema } from '@iris/domain/users/user.schemas';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FileButton } from '../../components/file-button';
import { PersonNameFields } from '../../components/person-name-fields';
import { TextInput } from '../../components/text-input';
import { apiRequest } from '../../lib/api-client';
import { applyCodeError, applyFieldErrors } from '../../lib/form-errors';
import { useNotify } from '../../lib/notifications';
import { useSession } from '../../lib/session-context';
import { isAcceptedImage, IMAGE_TYPES } from '../../lib/upload-file';
import { useSchemaForm } from '../../lib/use-schema-form';
import { errorCodeText } from '../../lib/i18n';
import { ChangePasswordDialog } from './change-password-dialog';
import { MfaSection } from './mfa-section';
import { loadImage, maxZoomOf } from './photo-crop';
import { PhotoDialog } from './photo-dialog';
import { SessionsSection } from './sessions-section';
import { personName } from '@iris/domain/common/person-name';

const loadSchema = () => Promise.resolve(updateDataProfileSchema);

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { setProfile } = useSession();
  const form = useSchemaForm(loadSchema, {
    name: profile.name,
    paternal: profile.paternal,
    maternal: profile.maternal,
    phone: profile.phone ?? '',
    // Kept as it is when the field is not shown: the form sends the person's data whole.
    professionalLicense: profile.professionalLicense ?? '',
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await apiRequest('PATCH', 'users/updateDataProfile', { body: values });
      setProfile(answer.data.data);
      notify.success(answer.message);
    } catch (error) {
      applyFieldErrors(error, form.setError);
      applyCodeError(error, form.setError, { 102: 'phone' });
      notify.error(error);
    }
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <PersonNameFields />
        {hasRoles(profile.roles, LICENSED_ROLES) && (
          <TextInput
            name="professionalLicense"
            label={t('fields.professionalLicense')}
            digits={8}
            helperText={t('users.professionalLicenseHint')}
          />
        )}
        {/* The e-mail is the login: shown, never changed here (the server ignores it too). */}
        <TextField
          label={t('fields.email')}
          value={profile.email}
          disabled
          fullWidth
          margin="dense"
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {t('common.save')}
          </Button>
        </Box>
      </form>
    </FormProvider>
  );
}

/**
 * `/profile` (docs/spec.md §2): one's own data, with role and password fields hidden, the photo with
 * its square crop, the password change, two-step verification and the open sessions.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { profile, setProfile } = useSession();
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [passwordOpen, setPasswordOpen] = useState(false);
  if (!profile) return null;
  const fullName = personName({ name: profile.name, paternal: profile.paternal });

  const choose = async (file: File) => {
    if (!isAcceptedImage(file)) {
      notify.failure(errorCodeText('wrong_image_format'));
      return;
    }
    try {
      const loaded = await loadImage(URL.createObjectURL(file));
      if (maxZoomOf(loaded) < 1) notify.failure(t('profile.tooSmall'));
      else setImage(loaded);
    } catch {
      notify.failure(t('profile.unreadable'));
    }
  };
  const closePhoto = () => {
    if (image) URL.revokeObjectURL(image.src);
    setImage(null);
  };

  return (
    <Paper sx={{ p: { xs: 2, md: 3 }, maxWidth: 840 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('profile.title')}
      </Typography>
      <Alert severity="info" sx={{ mb: 3 }}>
        {t('app.profileNotice')}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
        <Stack spacing={1} sx={{ alignItems: 'center', minWidth: 200 }}>
          <Typography variant="h6" component="h2">
            {t('profile.photo')}
          </Typography>
          <Avatar
            src={profile.image ?? undefined}
            alt={t('profile.photoAlt', { name: fullName })}
            sx={{ width: 140, height: 140, fontSize: 48 }}
          >
            {profile.name.charAt(0)}
          </Avatar>
          <FileButton
            label={t('profile.changePhoto')}
            accept={IMAGE_TYPES}
            startIcon={<PhotoCameraIcon />}
            onFile={(file) => void choose(file)}
          />
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('profile.photoHint')}
          </Typography>
        </Stack>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h6" component="h2">
            {t('profile.data')}
          </Typography>
          <ProfileForm profile={profile} />
          <Button sx={{ mt: 2 }} onClick={() => setPasswordOpen(true)}>
            {t('profile.changePassword')}
          </Button>
        </Box>
      </Stack>
      <Stack spacing={3} divider={<Divider />} sx={{ mt: 4 }}>
        {profile.mfa && <MfaSection mfa={profile.mfa} />}
        <SessionsSection />
      </Stack>
      <PhotoDialog image={image} onClose={closePhoto} onSaved={setProfile} />
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </Paper>
  );
}
