import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootScript, PAINT_WAIT_MS, SESSION_STORAGE_KEY, takeBootedProfile } from './boot-session';

const FILES = {
  entry: '/assets/index-1.js',
  session: ['/assets/shell-1.js', '/assets/ui-1.js'],
  guest: ['/assets/login-1.js'],
};

/** Runs the text index.html carries, as the browser does: with nothing of this module around. */
function runInlineScript() {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- evaluating that text is the point: it must run on its own
  const inline = new Function(bootScript(FILES)) as () => void;
  inline();
}

const entryScripts = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((script) =>
    script.getAttribute('src'),
  );

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(() => Promise.resolve(new Response('{}')));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.head.innerHTML = '';
  // Whatever a test left booted is dropped.
  void takeBootedProfile('');
});

describe('the boot script of index.html', () => {
  it('with a saved session, asks for its profile and the code behind the login', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, 'token-a');
    runInlineScript();

    expect(preloaded()).toEqual(FILES.session);
    expect(entryScripts()).toEqual([FILES.entry]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/profile', {
      method: 'POST',
      headers: { Authorization: 'Bearer token-a' },
    });
    const profile = takeBootedProfile('token-a');
    expect(profile).toBe(fetchMock.mock.results[0]?.value);
    // Handed out once: a later reading asks the API itself.
    expect(takeBootedProfile('token-a')).toBeNull();
  });

  it('does not hand the profile of one session to another', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, 'token-a');
    runInlineScript();
    expect(takeBootedProfile('token-b')).toBeNull();
    expect(takeBootedProfile('token-a')).toBeNull();
  });

  it('without a session, asks for the login page only and calls nothing', () => {
    runInlineScript();
    expect(preloaded()).toEqual(FILES.guest);
    expect(entryScripts()).toEqual([FILES.entry]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takeBootedProfile('anything')).toBeNull();
  });

  it('treats storage it may not read as no session', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    runInlineScript();
    expect(preloaded()).toEqual(FILES.guest);
    expect(fetchMock).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  describe('where the first paint can be awaited', () => {
    let paintObservers: ((entries: { name: string }[]) => void)[];
    beforeEach(() => {
      vi.useFakeTimers();
      paintObservers = [];
      class FakePaintObserver {
        static supportedEntryTypes = ['paint'];
        constructor(private readonly callback: PerformanceObserverCallback) {}
        observe() {
          paintObservers.push((entries) =>
            this.callback(
              { getEntries: () => entries } as unknown as PerformanceObserverEntryList,
              this as unknown as PerformanceObserver,
            ),
          );
        }
        disconnect() {
          paintObservers = [];
        }
      }
      vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('asks for the code once the splash is painted, the profile at once', () => {
      localStorage.setItem(SESSION_STORAGE_KEY, 'token-a');
      runInlineScript();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(entryScripts()).toEqual([]);
      expect(preloaded()).toEqual([]);

      paintObservers.forEach((observer) => observer([{ name: 'first-paint' }]));
      expect(entryScripts()).toEqual([]);
      paintObservers.forEach((observer) => observer([{ name: 'first-contentful-paint' }]));
      expect(entryScripts()).toEqual([FILES.entry]);
      expect(preloaded()).toEqual(FILES.session);

      // Once only, whatever comes later.
      vi.advanceTimersByTime(PAINT_WAIT_MS);
      expect(entryScripts()).toEqual([FILES.entry]);
      expect(preloaded()).toEqual(FILES.session);
    });

    it('does not wait for a paint longer than a moment', () => {
      runInlineScript();
      vi.advanceTimersByTime(PAINT_WAIT_MS - 1);
      expect(entryScripts()).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(entryScripts()).toEqual([FILES.entry]);
      expect(preloaded()).toEqual(FILES.guest);
    });
  });
});
