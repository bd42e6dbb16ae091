import { EARLIER_POSTS } from "./posts-earlier.ts";
import { RECENT_POSTS } from "./posts-recent.ts";
import type { ContentTextPost } from "./types.ts";

/** News of the last two months, newest first; dates are counted back from the day the demo is built. */
export const POSTS: ContentTextPost[] = [...RECENT_POSTS, ...EARLIER_POSTS];
