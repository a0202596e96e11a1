/** The order matters: Edge and Opera also say Chrome, Chrome also says Safari. */
const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/(?:Headless)?Chrome\/(\d+)/, 'Chrome'],
  [/CriOS\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/**
 * What a person recognises a signed-in device by ("Chrome 131 en Windows"), from its User-Agent;
 * a client that is not a browser is named by its own first word.
 */
export function deviceOf(userAgent: string | undefined): string {
  const agent = userAgent?.trim() ?? '';
  if (!agent) return 'Desconocido';
  const browser = BROWSERS.flatMap(([pattern, name]) => {
    const match = pattern.exec(agent);
    return match ? [`${name} ${match[1]}`] : [];
  })[0];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  const name = browser ?? (/^[^\s/]+/.exec(agent)?.[0] ?? agent).slice(0, 60);
  return system ? `${name} en ${system}` : name;
}
