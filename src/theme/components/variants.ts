// The shared components' variants the global stylesheet has a rule for (./noticeCss.ts, ./loaderCss.ts): the components
// import them from here, not from the style objects, so no style object reaches a browser bundle.

/** SPEC §2 page notice positions (components/PageNotice's data-position). */
export const NOTICE_POSITIONS = ["relative", "top-left", "top-right", "bottom-left", "bottom-right"] as const;
export type NoticePosition = (typeof NOTICE_POSITIONS)[number];

/** SPEC §2 full-screen loader sizes in px (components/FullScreenLoader's data-loader-size). */
export const LOADER_SIZES = { 1: 76, 2: 148, 3: 300 } as const;
export type LoaderSize = keyof typeof LOADER_SIZES;
