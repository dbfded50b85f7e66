import { CameraOffIcon, ScanQrCodeIcon } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#app/components/ui/dialog.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { OutcomeNote } from './door-outcome.tsx';
import type { DoorView } from './door-phone.ts';

/**
 * The phone's camera reading a guest's QR image (docs/product/screens.md#the-door): the
 * browser's own barcode detection where it has it, else `qr`'s decoder with the same interface,
 * a file of its own loaded with the door (docs/decisions/066-the-door-offline.md). The rear
 * camera is on only while
 * the dialog is open. A code that cannot be scanned can be typed.
 */

/** The part of the Barcode Detection API the door uses. */
type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type DetectorClass = {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<readonly string[]>;
};

/** How often a frame is read, at most. */
const frameGapMs = 150;

/** The same code read again this soon after is the same guest still in front of the camera. */
const sameCodeMs = 3000;

async function nativeDetector(): Promise<DetectorClass | undefined> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!native) return undefined;
  const formats = await native.getSupportedFormats().catch((): readonly string[] => []);
  return formats.includes('qr_code') ? native : undefined;
}

/** The library's decoder, loaded once: only where the browser has no detection of its own. */
function libraryDetector(): Promise<DetectorClass> {
  return import('qr/decode.js').then((module) => module.BarcodeDetector as DetectorClass);
}

/**
 * Loads the library's decoder where the browser has no detection of its own, for the door's
 * loader: the door shows once it is there. NOTE: not on the first tap of `Scan a code`, which
 * may come after the connection has gone (docs/decisions/066-the-door-offline.md).
 */
export async function scannerAtHand(): Promise<void> {
  if (!(await nativeDetector())) await libraryDetector().catch(() => undefined);
}

async function qrDetector(): Promise<Detector> {
  const Detection = (await nativeDetector()) ?? (await libraryDetector());
  return new Detection({ formats: ['qr_code'] });
}

type CameraState = 'starting' | 'scanning' | { failed: string };

function cameraFailure(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError') return 'The camera may not be used: allow it for this site.';
  if (name === 'NotFoundError') return 'This phone has no camera the page can use.';
  return 'The camera could not be started.';
}

/** The camera in a video element, read until the dialog closes; each new code goes to `onCode`. */
function useCamera(onCode: (text: string) => void) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const codeRead = useEffectEvent(onCode);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: number | undefined;
    let last = { text: '', at: 0 };

    async function read(detector: Detector) {
      if (stopped) return;
      const element = video.current;
      if (element && element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        const [code] = await detector.detect(element).catch(() => []);
        const now = Date.now();
        if (code && !stopped && (code.rawValue !== last.text || now - last.at > sameCodeMs)) {
          codeRead(code.rawValue);
        }
        if (code) last = { text: code.rawValue, at: now };
      }
      if (!stopped) timer = window.setTimeout(() => void read(detector), frameGapMs);
    }

    async function start() {
      try {
        const [detector, media] = await Promise.all([
          qrDetector(),
          navigator.mediaDevices.getUserMedia({
            video: { facingMode: { ideal: 'environment' } },
            audio: false,
          }),
        ]);
        stream = media;
        if (stopped) return media.getTracks().forEach((track) => track.stop());
        const element = video.current;
        if (!element) return;
        element.srcObject = media;
        await element.play();
        setState('scanning');
        void read(detector);
      } catch (error) {
        if (!stopped) setState({ failed: cameraFailure(error) });
      }
    }

    void start();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return { video, state };
}

function CameraView({ onScan }: { onScan: (text: string) => void }) {
  const { video, state } = useCamera(onScan);
  return (
    <div className="grid gap-2">
      <div className="relative aspect-square w-full overflow-hidden rounded-lg bg-zinc-900">
        <video
          ref={video}
          muted
          playsInline
          aria-label="The camera’s picture"
          className="size-full object-cover"
        />
        {state === 'scanning' ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-[15%] rounded-xl border-4 border-white/80"
          />
        ) : null}
        {typeof state === 'object' ? (
          <div className="absolute inset-0 grid place-content-center justify-items-center gap-2 p-6 text-center text-white">
            <CameraOffIcon aria-hidden="true" className="size-8" />
          </div>
        ) : null}
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {state === 'starting'
          ? 'Starting the camera...'
          : state === 'scanning'
            ? 'Hold her code inside the frame.'
            : state.failed}
      </p>
    </div>
  );
}

/** Her code typed, for a QR image the camera cannot read. */
function TypedCode({ onScan }: { onScan: (text: string) => void }) {
  const id = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('code') as HTMLInputElement;
    if (field.value.trim() === '') return;
    onScan(field.value);
    field.value = '';
  }
  return (
    <form className="grid gap-2" onSubmit={submit}>
      <Label htmlFor={id}>Or type her code</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="ABCD-EFGH"
        />
        <Button type="submit" variant="outline">
          Check in
        </Button>
      </div>
    </form>
  );
}

export function CodeScanner({
  onScan,
  outcome,
}: {
  onScan: (text: string) => void;
  outcome: DoorView['outcome'];
}) {
  const [open, setOpen] = useState(false);
  // The outcomes shown in the dialog are those of this opening's scans.
  const [opened, setOpenedAt] = useState<number | null>(null);
  return (
    <>
      <Button
        size="lg"
        aria-haspopup="dialog"
        onClick={() => {
          setOpenedAt(outcome?.count ?? 0);
          setOpen(true);
        }}
      >
        <ScanQrCodeIcon aria-hidden="true" />
        Scan a code
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Scan a code</DialogTitle>
            <DialogDescription>
              The QR image in her confirmation mail: she is checked in as soon as it is read.
            </DialogDescription>
          </DialogHeader>
          <CameraView onScan={onScan} />
          <div role="status" aria-label="Last scan" className="min-h-12">
            {outcome && opened !== null && outcome.count > opened ? (
              <OutcomeNote outcome={outcome} />
            ) : null}
          </div>
          <TypedCode onScan={onScan} />
          <Button variant="outline" size="lg" onClick={() => setOpen(false)}>
            Done
          </Button>
        </DialogContent>
      </Dialog>
    </>
  );
}
