"use client";

import type { EmblaCarouselType } from "embla-carousel";
import {
  Children,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from "react";
import { useControlsCopy } from "@/lib/i18n/controls";
import { fillTemplate } from "@/lib/text";
import { PauseButton } from "./pause-button";
import { useRotation } from "./use-rotation";

/** Fade timings of the achievers rotation: fade out, switch, then settle before fading in. */
export const FADE_OUT_MS = 500;
export const FADE_SETTLE_MS = 50;

/** How far below the screen a carousel starts: its slider is ready by the time it scrolls in. */
const NEAR_SCREEN_MARGIN = "200px";

/**
 * True once `ref`'s element comes within NEAR_SCREEN_MARGIN of the screen. The slider measures
 * every slide when it starts (a forced layout on a phone's main thread): a carousel far down the
 * page starts when the visitor gets near it, not while the page is still loading.
 */
function useNearScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

type SliderOptions = { loop: boolean; fade: boolean };

/**
 * The slider (embla's core), downloaded and started once `start` is true: its code is not part of
 * the page's first script, and most carousels sit far below the fold. Until then, and if the
 * download fails, the carousel is its first view of slides with working pause and counter.
 */
function useSlider(
  viewport: RefObject<HTMLElement | null>,
  start: boolean,
  { loop, fade }: SliderOptions,
): EmblaCarouselType | undefined {
  const [slider, setSlider] = useState<EmblaCarouselType>();
  useEffect(() => {
    const node = viewport.current;
    if (!start || !node) return;
    let started: EmblaCarouselType | undefined;
    let gone = false;
    import("embla-carousel")
      .then(({ default: EmblaCarousel }) => {
        if (gone) return;
        started = EmblaCarousel(node, {
          loop,
          align: "start",
          slidesToScroll: "auto",
          duration: fade ? 1 : 25,
          watchDrag: !fade,
        });
        setSlider(started);
      })
      .catch(() => {});
    return () => {
      gone = true;
      started?.destroy();
    };
  }, [viewport, start, loop, fade]);
  return slider;
}

/**
 * Items per view by window width: 1 up to 480 px, 2 up to 768 px, 3 up to 1024 px, else 4.
 * Embla's `slidesToScroll: "auto"` then makes ceil(items ÷ items per view) slides.
 */
const PER_VIEW_CLASSES = {
  one: "basis-full",
  responsive: "basis-full min-[481px]:basis-1/2 min-[769px]:basis-1/3 min-[1025px]:basis-1/4",
} as const;

export type CarouselProps = {
  /** Names the carousel for assistive technology, e.g. "Student reviews". */
  label: string;
  /** Auto-advance interval in milliseconds (3000 or 5000 in the spec). */
  intervalMs: number;
  /** One item per view, or the spec's 1/2/3/4 by width. */
  perView?: keyof typeof PER_VIEW_CLASSES;
  /** "slide" scrolls; "fade" fades out, switches and fades back in (one item per view). */
  transition?: "slide" | "fade";
  /** Show previous/next buttons. */
  arrows?: boolean;
  className?: string;
  children: ReactNode;
};

export function Carousel({
  label,
  intervalMs,
  perView = "one",
  transition = "slide",
  arrows = true,
  className = "",
  children,
}: CarouselProps) {
  const items = Children.toArray(children);
  const copy = useControlsCopy();
  const fade = transition === "fade";
  const sectionRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const near = useNearScreen(sectionRef);
  const emblaApi = useSlider(viewportRef, near, { loop: items.length > 1, fade });
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    if (!emblaApi) return;
    const sync = () => {
      setSelected(emblaApi.selectedScrollSnap());
      setSnapCount(emblaApi.scrollSnapList().length);
    };
    sync();
    emblaApi.on("select", sync).on("reInit", sync);
    return () => {
      emblaApi.off("select", sync).off("reInit", sync);
    };
  }, [emblaApi]);

  const goTo = useCallback(
    (move: (api: NonNullable<typeof emblaApi>) => void) => {
      if (!emblaApi) return;
      if (!fade) return move(emblaApi);
      setHidden(true);
      window.setTimeout(() => {
        move(emblaApi);
        window.setTimeout(() => setHidden(false), FADE_SETTLE_MS);
      }, FADE_OUT_MS);
    },
    [emblaApi, fade],
  );

  const next = useCallback(() => goTo((api) => api.scrollNext(fade)), [goTo, fade]);
  const prev = useCallback(() => goTo((api) => api.scrollPrev(fade)), [goTo, fade]);

  const { rotating, paused, togglePaused, hoverFocusHandlers } = useRotation({
    intervalMs,
    onStep: next,
    count: snapCount,
  });

  const buttonClass =
    "inline-flex h-tap w-tap items-center justify-center rounded-pill border border-line bg-paper text-navy hover:bg-pale disabled:opacity-50";

  return (
    <section
      ref={sectionRef}
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      {...hoverFocusHandlers}
    >
      <div className="overflow-hidden" ref={viewportRef}>
        <div
          className={`flex touch-pan-y ${fade ? `transition-opacity duration-500 ${hidden ? "opacity-0" : "opacity-100"}` : ""}`}
          aria-live={rotating ? "off" : "polite"}
        >
          {items.map((item, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={fillTemplate(copy.slide, { n: i + 1, total: items.length })}
              className={`min-w-0 shrink-0 grow-0 px-2 ${PER_VIEW_CLASSES[fade ? "one" : perView]}`}
            >
              {item}
            </div>
          ))}
        </div>
      </div>
      {items.length > 1 && (
        <div className="mt-4 flex flex-wrap items-center justify-center gap-3">
          <PauseButton paused={paused} onToggle={togglePaused} label={label.toLowerCase()} />
          {arrows && (
            <button type="button" className={buttonClass} onClick={prev} aria-label={copy.previous}>
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
                <path d="M13 4l-6 6 6 6z" />
              </svg>
            </button>
          )}
          {/* A counter, not dots: its width is reserved, so nothing shifts once the script runs. */}
          <span className="inline-block min-w-16 text-center text-sm font-semibold">
            {snapCount > 0 ? `${selected + 1} / ${snapCount}` : ""}
          </span>
          {arrows && (
            <button type="button" className={buttonClass} onClick={next} aria-label={copy.next}>
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
                <path d="M7 4l6 6-6 6z" />
              </svg>
            </button>
          )}
        </div>
      )}
    </section>
  );
}
