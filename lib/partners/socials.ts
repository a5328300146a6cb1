/** The social networks a partner's site links to. Client-safe (no schemas). */
export const SOCIAL_NETWORKS = ["facebook", "instagram", "linkedin", "youtube"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
