import { describe, expect, it } from 'vitest';
import { renderFirstFrames } from './first-frame';

// The frames the server puts in the signed-in pages (server/static.ts): the page's own title and
// top part as the app draws them, without anything that depends on the user or the data.
describe('the first frames of the signed-in pages', () => {
  const frames = renderFirstFrames();

  it('exist for the dashboard, /wat and /srt, with the sidebar expanded and collapsed', () => {
    expect(Object.keys(frames).sort()).toEqual([
      'auth:google:mailbox',
      'auth:google:no-mailbox',
      'auth:no-google:mailbox',
      'auth:no-google:no-mailbox',
      'home:collapsed',
      'home:expanded',
      'landing',
      'srt:collapsed',
      'srt:expanded',
      'wat:collapsed',
      'wat:expanded',
    ]);
    expect(frames['wat:expanded']).toContain('data-state="expanded"');
    expect(frames['wat:collapsed']).toContain('data-state="collapsed"');
  });

  it("hold each page's heading and introduction, and the shell's menu with the page marked", () => {
    const home = frames['home:expanded'];
    expect(home).toContain('>Dashboard</h1>');
    expect(home).toContain('AI-powered SSB Test Preparation');
    expect(home).toContain('Practice PPDT, TAT, WAT &amp; SRT with real-time feedback');
    const wat = frames['wat:expanded'];
    expect(wat).toContain('>Word Association Test (WAT)</h1>');
    expect(wat).toMatch(
      /aria-current="page"[^>]*href="\/wat"|href="\/wat"[^>]*aria-current="page"/,
    );
    expect(frames['srt:expanded']).toContain('Situation Reaction Test (SRT)');
    expect(wat).not.toContain('Set up your practice'); // the flow comes with the app
  });

  it('know nothing of the user or the data: placeholders, no greeting, email or admin menu', () => {
    const home = frames['home:expanded'];
    expect(home).not.toMatch(/Welcome|Signed in as|Admin|Longest streak/);
    expect(home).toContain('aria-label="Loading streak"');
    expect(home).toContain('aria-label="Loading quota"');
  });

  it("hold the visitor's landing page whole, its heading and both theme icons", () => {
    const { landing } = frames;
    expect(landing).toContain('AI-powered SSB Test Preparation</h1>');
    expect(landing).toContain('href="/auth"');
    // The icon follows index.html's `dark` class, so nothing changes when the app takes over.
    expect(landing).toMatch(/class="lucide lucide-sun hidden size-4 dark:block"/);
    expect(landing).toMatch(/class="lucide lucide-moon size-4 dark:hidden"/);
  });

  it('hold /auth for each public config, inert so nothing can be typed into the frame', () => {
    const dev = frames['auth:no-google:mailbox'];
    expect(dev.startsWith('<div inert="">')).toBe(true);
    expect(dev).toContain('Welcome back</h1>');
    expect(dev).toContain('Development server: emails go to the');
    expect(dev).toMatch(/<input[^>]*id="auth-email"/);
    expect(frames['auth:google:no-mailbox']).not.toContain('Development server');
    // Google sign-in: enabled only when the server has it.
    const google = (html: string) =>
      html.match(/<button[^>]*>(?:(?!<\/button>).)*Continue with Google/)![0];
    expect(google(frames['auth:google:no-mailbox'])).not.toContain('disabled=""');
    expect(google(frames['auth:no-google:no-mailbox'])).toContain('disabled=""');
  });
});
