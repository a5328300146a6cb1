import { NotFoundScreen, notFoundMetadata } from "@/components/feedback/not-found-screen";

export const generateMetadata = notFoundMetadata;

/** Unknown routes and `notFound()`: a full-screen dark 404, answered with HTTP 404. */
export default function NotFound() {
  return <NotFoundScreen missing="page" />;
}
