import { NotFoundScreen, notFoundMetadata } from "@/components/feedback/not-found-screen";

export const generateMetadata = notFoundMetadata;

/** A page of a known partner that does not exist (an unknown project, content page or place): the 404 inside the partner's own site. */
export default function PartnerPageNotFound() {
  return <NotFoundScreen missing="page" embedded />;
}
