/** The new-order alert sound, shipped in `public/`. */
export const NEW_ORDER_ALERT_SOUND = '/new-order-alert.wav';

/** Props of {@link AudioArea}. */
export interface AudioAreaProps {
  /** The alert sound. */
  src: string;
  /** Whether the container is playing it now (shown as `data-state`; the container plays through `audioRef`). */
  playing: boolean;
  /** Receives the element, so the container can `play()` and `pause()` it (seed 001 section 4: new-order alert). */
  audioRef?: ((element: HTMLAudioElement | null) => void) | undefined;
}

/** The hidden audio element of the new-order alert; it never plays by itself. */
export function AudioArea({ src, playing, audioRef }: AudioAreaProps) {
  return <audio ref={audioRef} src={src} preload="auto" loop hidden aria-hidden="true" data-state={playing ? 'playing' : 'idle'} />;
}
