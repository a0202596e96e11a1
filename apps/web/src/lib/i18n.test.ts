import { afterEach, describe, expect, it } from 'vitest';
import { currentLanguage, i18n, setLanguage, validationText } from './i18n';
import { loadMessages } from '../test/load-messages';

describe('setLanguage and the pages’ strings', () => {
  afterEach(() => setLanguage('es'));

  it('gives a page loaded in Spanish its English, and the shell’s, when English is chosen', async () => {
    await loadMessages(['workspace']);
    expect(i18n.t('storages.new')).toBe('Nuevo almacén');
    await setLanguage('en');
    expect(i18n.t('storages.new')).toBe('New storage');
    expect(i18n.t('menu.home')).toBe('Home');
    expect(i18n.t('userMenu.profile')).toBe('My profile');
    expect(i18n.t('errors.wrong_image_format')).toMatch(/^Wrong file format/);
  });

  it('shows a page loaded while in English in English, and in Spanish again after switching back', async () => {
    await setLanguage('en');
    await loadMessages(['inventory']);
    expect(i18n.t('movements.new')).toBe('New movement');
    await setLanguage('es');
    expect(i18n.t('movements.new')).toBe('Nuevo movimiento');
  });

  it('keeps Spanish when it is chosen again while the English is still arriving', async () => {
    const english = setLanguage('en');
    await setLanguage('es');
    await english;
    expect(currentLanguage()).toBe('es');
    expect(i18n.t('menu.home')).toBe('Inicio');
  });
});

describe('validationText', () => {
  it('fills the parameters a schema put in the message', () => {
    expect(validationText('validation.minLength|min=4')).toBe('Debe tener al menos 4 caracteres');
  });
});
