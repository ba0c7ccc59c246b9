import { useEffect, useRef, useState } from 'react';
import { CheckCircle2Icon, GlobeIcon, MicIcon, VideoIcon, WifiIcon } from 'lucide-react';
import { cn } from '@/client/lib/utils';

type Device = 'camera' | 'microphone';
type DeviceState = { on: boolean; error: string | null; busy: boolean };

const messageFor = (err: unknown, device: Device) => {
  const name = (err as { name?: string })?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return `The browser blocked the ${device}. Allow it in the site settings and try again.`;
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return `No ${device} was found on this device.`;
  if (name === 'NotReadableError') return `The ${device} is in use by another app.`;
  return `Could not start the ${device}.`;
};

function stop(stream: MediaStream | null) {
  stream?.getTracks().forEach((t) => t.stop());
}

/**
 * Spec §2 Meeting Hub checklist: camera and microphone are tested with the browser's own
 * permission and device APIs (getUserMedia), with a live preview (video, and a level meter for
 * the microphone). Tracks stop when a toggle is switched off and when the page is left.
 */
export function PreparationChecklist() {
  const [camera, setCamera] = useState<DeviceState>({ on: false, error: null, busy: false });
  const [mic, setMic] = useState<DeviceState>({ on: false, error: null, busy: false });
  const [level, setLevel] = useState(0);
  const videoRef = useRef<HTMLVideoElement>(null);
  const streams = useRef<Record<Device, MediaStream | null>>({ camera: null, microphone: null });
  const audio = useRef<{ ctx: AudioContext; frame: number } | null>(null);

  const stopMeter = () => {
    if (!audio.current) return;
    cancelAnimationFrame(audio.current.frame);
    void audio.current.ctx.close();
    audio.current = null;
    setLevel(0);
  };

  useEffect(
    () => () => {
      stop(streams.current.camera);
      stop(streams.current.microphone);
      stopMeter();
    },
    [],
  );

  const toggle = async (device: Device) => {
    const set = device === 'camera' ? setCamera : setMic;
    const current = device === 'camera' ? camera : mic;
    if (current.on) {
      stop(streams.current[device]);
      streams.current[device] = null;
      if (device === 'camera' && videoRef.current) videoRef.current.srcObject = null;
      if (device === 'microphone') stopMeter();
      return set({ on: false, error: null, busy: false });
    }
    if (!navigator.mediaDevices?.getUserMedia)
      return set({
        on: false,
        busy: false,
        error: 'This browser cannot use a camera or microphone here (it needs HTTPS).',
      });
    set({ on: false, error: null, busy: true });
    try {
      const stream = await navigator.mediaDevices.getUserMedia(
        device === 'camera' ? { video: true } : { audio: true },
      );
      streams.current[device] = stream;
      if (device === 'camera' && videoRef.current) {
        videoRef.current.srcObject = stream;
        void videoRef.current.play().catch(() => undefined);
      }
      if (device === 'microphone' && typeof AudioContext !== 'undefined') {
        const ctx = new AudioContext();
        const analyser = ctx.createAnalyser();
        analyser.fftSize = 256;
        ctx.createMediaStreamSource(stream).connect(analyser);
        const data = new Uint8Array(analyser.frequencyBinCount);
        const tick = () => {
          analyser.getByteTimeDomainData(data);
          let peak = 0;
          for (const v of data) peak = Math.max(peak, Math.abs(v - 128));
          setLevel(Math.min(1, peak / 64));
          if (audio.current) audio.current.frame = requestAnimationFrame(tick);
        };
        audio.current = { ctx, frame: requestAnimationFrame(tick) };
      }
      set({ on: true, error: null, busy: false });
    } catch (err) {
      set({ on: false, error: messageFor(err, device), busy: false });
    }
  };

  const row = (device: Device, label: string, Icon: typeof VideoIcon, state: DeviceState) => (
    <li className="grid gap-1">
      <div className="flex items-center justify-between gap-3">
        <span className="flex items-center gap-2 text-sm font-medium">
          <Icon className="size-4" aria-hidden="true" />
          {label}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={state.on}
          aria-label={`${label} test`}
          disabled={state.busy}
          onClick={() => void toggle(device)}
          className={cn(
            'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:opacity-50',
            state.on ? 'bg-primary' : 'bg-input',
          )}
        >
          <span
            className={cn(
              'block size-5 rounded-full bg-background shadow transition-transform',
              state.on ? 'translate-x-5' : 'translate-x-0',
            )}
          />
        </button>
      </div>
      {state.error && <p className="text-sm text-destructive">{state.error}</p>}
    </li>
  );

  return (
    <div className="grid gap-4">
      <ul className="grid gap-3">
        {row('camera', 'Camera', VideoIcon, camera)}
        {row('microphone', 'Microphone', MicIcon, mic)}
        <li className="flex items-center justify-between text-sm">
          <span className="flex items-center gap-2 font-medium">
            <GlobeIcon className="size-4" aria-hidden="true" /> Browser
          </span>
          <span className="flex items-center gap-1 text-green-700 dark:text-green-400">
            <CheckCircle2Icon className="size-4" aria-hidden="true" /> Ready
          </span>
        </li>
        <li className="flex items-center justify-between text-sm">
          <span className="flex items-center gap-2 font-medium">
            <WifiIcon className="size-4" aria-hidden="true" /> Network
          </span>
          <span className="flex items-center gap-1 text-green-700 dark:text-green-400">
            <CheckCircle2Icon className="size-4" aria-hidden="true" /> Ready
          </span>
        </li>
      </ul>
      <div className={cn('grid gap-2', !camera.on && !mic.on && 'hidden')}>
        <video
          ref={videoRef}
          muted
          playsInline
          autoPlay
          aria-label="Camera preview"
          className={cn(
            'aspect-video w-full rounded-lg bg-black object-cover',
            !camera.on && 'hidden',
          )}
        />
        {mic.on && (
          <div className="grid gap-1">
            <span className="text-xs text-muted-foreground">Microphone level</span>
            <div
              role="meter"
              aria-label="Microphone level"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(level * 100)}
              className="h-2 overflow-hidden rounded-full bg-muted"
            >
              <div
                className="h-full bg-primary transition-[width]"
                style={{ width: `${level * 100}%` }}
              />
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
