import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from './i18n';
import './workspace-messages';

describe('setLanguage', () => {
  afterEach(() => setLanguage('es'));

  it('switches the shell to English even after a page added its own English strings', async () => {
    // workspace-messages, imported above as a page would, registered an English bundle already.
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
    await setLanguage('en');
    expect(i18n.t('menu.home')).toBe('Home');
    expect(i18n.t('userMenu.profile')).toBe('My profile');
    expect(i18n.t('storages.new')).toBe('New storage');
    expect(i18n.t('errors.wrong_image_format')).toMatch(/^Wrong file format/);
  });
});
