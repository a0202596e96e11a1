import {
  EVENT_COLOR_KEYS,
  EVENT_COLORS,
  type EventColor,
} from '@iris/domain/calendar/event-colors';
import UploadIcon from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileButton } from '../../components/file-button';
import { UploadProgress } from '../../components/upload-progress';
import { errorCodeText } from '../../lib/i18n';
import { useNotify } from '../../lib/notifications';
import { useIsSuperAdmin } from '../../lib/session-context';
import { isAcceptedImage, IMAGE_TYPES } from '../../lib/upload-file';
import type { Branch } from '../../lib/branch-query';
import { savePersonalization, uploadLogo } from './branches-api';

const Swatch = ({ color }: { color: EventColor }) => (
  <Box
    aria-hidden
    sx={{ width: 20, height: 20, borderRadius: '50%', bgcolor: EVENT_COLORS[color], mr: 1 }}
  />
);

/**
 * The branch's colour (docs/spec.md §9's palette) and logo, worn by the layout while someone works in
 * the branch and by its calendar. super_admin changes them; everyone else sees them.
 */
export function PersonalizationTab({
  branch,
  onChanged,
}: {
  branch: Branch;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const isAdmin = useIsSuperAdmin();
  const [color, setColor] = useState<EventColor | ''>(branch.color ?? '');
  const [saving, setSaving] = useState(false);
  const [sent, setSent] = useState<number | null>(null);

  const save = async () => {
    setSaving(true);
    try {
      notify.success((await savePersonalization(branch.id, color || null)).message);
      onChanged();
    } catch (error) {
      notify.error(error);
    } finally {
      setSaving(false);
    }
  };

  const upload = async (file: File) => {
    if (!isAcceptedImage(file)) {
      notify.failure(errorCodeText('wrong_image_format'));
      return;
    }
    setSent(0);
    try {
      notify.success((await uploadLogo(branch.id, file, setSent)).message);
      onChanged();
    } catch (error) {
      notify.error(error);
    } finally {
      setSent(null);
    }
  };

  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">{t('personalization.intro')}</Typography>
      {!isAdmin && <Alert severity="info">{t('personalization.readOnly')}</Alert>}
      <section aria-labelledby="branch-color">
        <Typography id="branch-color" variant="h6" component="h3">
          {t('personalization.color')}
        </Typography>
        <RadioGroup
          row
          aria-labelledby="branch-color"
          value={color}
          onChange={(event) => setColor(event.target.value as EventColor | '')}
        >
          <FormControlLabel
            value=""
            control={<Radio />}
            label={t('personalization.noColor')}
            disabled={!isAdmin}
          />
          {EVENT_COLOR_KEYS.map((key) => (
            <FormControlLabel
              key={key}
              value={key}
              control={<Radio />}
              disabled={!isAdmin}
              label={
                <Box sx={{ display: 'flex', alignItems: 'center' }}>
                  <Swatch color={key} />
                  {t(`colors.${key}`)}
                </Box>
              }
            />
          ))}
        </RadioGroup>
        {isAdmin && (
          <Button
            variant="contained"
            onClick={() => void save()}
            loading={saving}
            disabled={color === (branch.color ?? '')}
            sx={{ mt: 1 }}
          >
            {t('common.save')}
          </Button>
        )}
      </section>
      <section aria-labelledby="branch-logo">
        <Typography id="branch-logo" variant="h6" component="h3" sx={{ mb: 1 }}>
          {t('personalization.logo')}
        </Typography>
        {branch.logoUrl ? (
          <Box
            component="img"
            src={branch.logoUrl}
            alt={t('personalization.logoAlt', { name: branch.name })}
            sx={{ maxHeight: 120, maxWidth: 240, objectFit: 'contain', display: 'block' }}
          />
        ) : (
          <Typography color="text.secondary">{t('personalization.noLogo')}</Typography>
        )}
        {isAdmin && (
          <Box sx={{ mt: 2 }}>
            <FileButton
              label={t('personalization.chooseLogo')}
              accept={IMAGE_TYPES}
              startIcon={<UploadIcon />}
              disabled={sent !== null}
              onFile={(file) => void upload(file)}
            />
            <Typography variant="caption" color="text.secondary" sx={{ mt: 0.5, display: 'block' }}>
              {t('personalization.logoHint')}
            </Typography>
            <UploadProgress sent={sent} />
          </Box>
        )}
      </section>
    </Stack>
  );
}
