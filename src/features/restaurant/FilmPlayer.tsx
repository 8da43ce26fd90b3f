import { Pause, Play } from '../../ui/icons.ts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RestaurantFilm } from '../../content/restaurant.ts';
import type { ImageAsset } from '../../ui/imageAsset.ts';

/**
 * A short, silent film with its poster and a play/pause button. It plays by itself only while in
 * view and only for visitors who have not asked for reduced motion; once paused by hand it stays
 * paused. Nothing is downloaded before it plays (preload="none").
 */
export function FilmPlayer({ film, poster, title, description }: { film: RestaurantFilm; poster: ImageAsset | undefined; title: string; description: string }) {
  const { t } = useTranslation('restaurant');
  const videoRef = useRef<HTMLVideoElement>(null);
  const pausedByVisitor = useRef(false);
  const [playing, setPlaying] = useState(false);
  const descriptionId = `film-${film.id}-description`;

  useEffect(() => {
    const video = videoRef.current;
    if (!video || window.matchMedia('(prefers-reduced-motion: reduce)').matches || !('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && !pausedByVisitor.current) video.play().catch(() => undefined);
        else if (!entry?.isIntersecting) video.pause();
      },
      { threshold: 0.6 },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, []);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      pausedByVisitor.current = false;
      video.play().catch(() => undefined);
    } else {
      pausedByVisitor.current = true;
      video.pause();
    }
  };

  const posterSource = poster?.webp.find((s) => s.w >= film.width) ?? poster?.webp[poster.webp.length - 1];
  return (
    <figure>
      <div className="relative overflow-hidden rounded-card border border-gold/35 bg-ink-soft">
        <video
          ref={videoRef}
          className="aspect-video w-full object-cover"
          width={film.width}
          height={film.height}
          poster={posterSource?.src}
          muted
          playsInline
          loop
          preload="none"
          aria-label={title}
          aria-describedby={descriptionId}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
        >
          <source src={film.webm} type="video/webm" />
          <source src={film.mp4} type="video/mp4" />
        </video>
        <button
          type="button"
          onClick={toggle}
          aria-label={t(playing ? 'films.pause' : 'films.play', { title })}
          className="absolute right-4 bottom-4 inline-flex size-12 items-center justify-center rounded-full border border-gold/60 bg-ink/80 text-gold-bright backdrop-blur can-hover:transition-colors hover:bg-gold hover:text-ink"
        >
          {playing ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="ml-0.5 size-5" />}
        </button>
      </div>
      <figcaption className="mt-5">
        <span className="block font-display text-2xl text-ivory">{title}</span>
        <span id={descriptionId} className="mt-1 block leading-relaxed text-ivory-dim">
          {description}
        </span>
      </figcaption>
    </figure>
  );
}
