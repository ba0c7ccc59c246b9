import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import type { MeetingJoin } from '@/shared/meeting';
import { MeetingDialog } from './meeting-dialog';

const join: MeetingJoin = {
  domain: 'meet.example.test',
  scriptUrl: 'https://meet.example.test/external_api.js',
  roomName: 'interview-3b2f9c',
  jwt: 'header.payload.signature',
};

function fakeJitsi() {
  const calls: { domain: string; options: Record<string, unknown> }[] = [];
  const dispose = vi.fn();
  const listeners = new Map<string, () => void>();
  window.JitsiMeetExternalAPI = class {
    constructor(domain: string, options: Record<string, unknown>) {
      calls.push({ domain, options });
    }
    addListener(event: string, cb: () => void) {
      listeners.set(event, cb);
    }
    dispose = dispose;
  } as unknown as NonNullable<Window['JitsiMeetExternalAPI']>;
  return { calls, dispose, listeners };
}

afterEach(() => {
  delete window.JitsiMeetExternalAPI;
});

describe('MeetingDialog', () => {
  it('opens the call with no pre-join page, audio and video on, the user and the token', async () => {
    const jitsi = fakeJitsi();
    render(
      <MeetingDialog
        open
        onOpenChange={() => {}}
        title="Interview Session"
        join={join}
        displayName="Arjun Rao"
        email="arjun@example.com"
      />,
    );
    await waitFor(() => expect(jitsi.calls).toHaveLength(1));
    const [{ domain, options }] = jitsi.calls;
    expect(domain).toBe('meet.example.test');
    expect(options).toMatchObject({
      roomName: 'interview-3b2f9c',
      jwt: 'header.payload.signature',
      configOverwrite: {
        prejoinPageEnabled: false,
        prejoinConfig: { enabled: false },
        startWithAudioMuted: false,
        startWithVideoMuted: false,
      },
      userInfo: { displayName: 'Arjun Rao', email: 'arjun@example.com' },
    });
    expect(options.parentNode).toBe(screen.getByTestId('meeting-frame'));
    expect(screen.getByRole('dialog', { name: 'Interview Session' })).toBeTruthy();
  });

  it('passes no jwt when the deployment has none, and hangs up when the dialog closes', async () => {
    const jitsi = fakeJitsi();
    const props = {
      onOpenChange: () => {},
      title: 'GD room',
      join: { ...join, jwt: null },
      displayName: 'A',
      email: 'a@example.com',
    };
    const { rerender } = render(<MeetingDialog open {...props} />);
    await waitFor(() => expect(jitsi.calls).toHaveLength(1));
    expect(jitsi.calls[0].options).not.toHaveProperty('jwt');
    rerender(<MeetingDialog open={false} {...props} />);
    await waitFor(() => expect(jitsi.dispose).toHaveBeenCalledTimes(1));
  });

  it('closes itself when the participant leaves the call', async () => {
    const jitsi = fakeJitsi();
    const onOpenChange = vi.fn();
    render(
      <MeetingDialog
        open
        onOpenChange={onOpenChange}
        title="t"
        join={join}
        displayName="A"
        email="a@example.com"
      />,
    );
    await waitFor(() => expect(jitsi.listeners.has('readyToClose')).toBe(true));
    jitsi.listeners.get('readyToClose')!();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('loads nothing while closed', () => {
    const jitsi = fakeJitsi();
    render(
      <MeetingDialog
        open={false}
        onOpenChange={() => {}}
        title="t"
        join={join}
        displayName="A"
        email="a@example.com"
      />,
    );
    expect(jitsi.calls).toHaveLength(0);
    expect(document.querySelector('script[src*="external_api"]')).toBeNull();
  });
});
