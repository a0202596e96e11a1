import type { Profile } from '@iris/domain/auth/auth.schemas';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import Cropper from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { UploadProgress } from '../../components/upload-progress';
import { useNotify } from '../../lib/notifications';
import { uploadFile } from '../../lib/upload-file';
import { cropToJpeg, maxZoomOf, type CropArea } from './photo-crop';

export interface PhotoDialogProps {
  /** The chosen image (already checked to be large enough), or null when closed. */
  image: HTMLImageElement | null;
  onClose: () => void;
  onSaved: (profile: Profile) => void;
}

/**
 * The image editor of docs/spec.md §2 Profile: a square crop that never keeps less than 500 source
 * pixels a side, a preview of what will be stored, and the upload with its progress.
 */
export function PhotoDialog({ image, onClose, onSaved }: PhotoDialogProps) {
  return (
    <Dialog open={image !== null} onClose={onClose} maxWidth="sm" fullWidth>
      {/* Keyed by the image: every photo starts with a fresh crop. */}
      {image && <PhotoEditor key={image.src} image={image} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function PhotoEditor({
  image,
  onClose,
  onSaved,
}: Omit<PhotoDialogProps, 'image'> & { image: HTMLImageElement }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<CropArea | null>(null);
  const [preview, setPreview] = useState<{ blob: Blob; url: string } | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const maxZoom = Math.max(1, maxZoomOf(image));

  // The preview follows the crop once the hand stops moving it.
  useEffect(() => {
    if (!area) return;
    let cancelled = false;
    void cropToJpeg(image, area).then((blob) => {
      if (cancelled) return;
      setPreview({ blob, url: URL.createObjectURL(blob) });
    });
    return () => {
      cancelled = true;
    };
  }, [image, area]);
  const previewUrl = preview?.url;
  // A preview's URL is freed once another replaces it, or the editor closes.
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  const save = async () => {
    if (!preview) return;
    setSent(0);
    try {
      const file = new File([preview.blob], 'foto.jpg', { type: 'image/jpeg' });
      const answer = await uploadFile('users/updateImage', file, { onProgress: setSent });
      notify.success(answer.message);
      onSaved(answer.data.data);
      onClose();
    } catch (error) {
      notify.error(error);
      setSent(null);
    }
  };

  return (
    <>
      <DialogTitle>{t('profile.cropTitle')}</DialogTitle>
      <DialogContent>
        <Box sx={{ position: 'relative', height: 320, bgcolor: 'grey.900', borderRadius: 1 }}>
          <Cropper
            image={image.src}
            crop={crop}
            zoom={zoom}
            maxZoom={maxZoom}
            aspect={1}
            cropShape="round"
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_shown, pixels) => setArea(pixels)}
          />
        </Box>
        <Stack direction="row" spacing={3} sx={{ mt: 2, alignItems: 'center' }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography id="photo-zoom" variant="body2">
              {t('profile.zoom')}
            </Typography>
            <Slider
              aria-labelledby="photo-zoom"
              value={zoom}
              min={1}
              max={maxZoom}
              step={0.01}
              onChange={(_event, value) => setZoom(value)}
              disabled={maxZoom <= 1}
            />
          </Box>
          <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
            <Avatar src={previewUrl} alt={t('profile.preview')} sx={{ width: 96, height: 96 }} />
            <Typography variant="caption">{t('profile.preview')}</Typography>
          </Stack>
        </Stack>
        <UploadProgress sent={sent} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sent !== null}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={!preview}
          loading={sent !== null}
        >
          {t('profile.upload')}
        </Button>
      </DialogActions>
    </>
  );
}
