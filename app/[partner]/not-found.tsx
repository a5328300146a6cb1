import { NotFoundScreen, notFoundMetadata } from "@/components/feedback/not-found-screen";

export const generateMetadata = notFoundMetadata;

/**
 * An unknown partner (spec sections 4 and 8: partner id 0 fails with 404 'Not Found'): the site layout
 * below this segment calls `notFound()`, which lands here, outside any partner's colours.
 */
export default function UnknownPartner() {
  return <NotFoundScreen missing="site" />;
}
