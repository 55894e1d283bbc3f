// Sizes a page and its shell share, so the placeholder the server paints takes the room the page's own loading state
// takes: the usage overview's skeleton lines (as tall as a typical answer).
export const USAGE_SKELETON_LINES = 10;
