import "server-only";
/** The project detail as callers see it (API and page): card fields on the calling site, units, files for this viewer. */
import { airportByCode } from "../airports";
import { toProjectCard } from "../cards";
import type { Site } from "../../site/site";
import { toProjectFile } from "./files";
import { getProjectFileList, type ProjectRecord } from "./queries";
import type { AirportEstimate, ProjectDetail, ProjectFile } from "./types";
import { summarizeUnits } from "./units";

export type Viewer = { client: boolean };

/** Maps a project record to the API's project detail for one site and one viewer. */
export function toProjectDetail(record: ProjectRecord, site: Pick<Site, "basePath">, viewer: Viewer): ProjectDetail {
  const { geo, units, files, description, amenities, developer } = record;
  const card = toProjectCard({ ...record, photos: record.images.length, town: geo.town.name, region: geo.region.name, province: geo.province.name, country: geo.country.name }, site);
  return {
    ...card,
    description,
    amenities,
    images: record.images,
    video_url: record.videoUrl,
    units,
    files: files.map((file) => toProjectFile(file, viewer)),
    developer,
    project_details: summarizeUnits(units, { developer, delivery: record.deliveryDate }),
    beach_distance_m: record.beachDistanceM,
    airport: airportEstimate(record.airportCode, record.airportMinutes),
  };
}

/** The stored estimate (the one the `airport_max` filter tests) with the airport's name. */
function airportEstimate(code: string | null, minutes: number | null): AirportEstimate | null {
  const airport = airportByCode(code);
  return airport && minutes !== null ? { code: airport.code, name: airport.name, minutes } : null;
}

/** Files of a project the site lists; confidential ones carry a download URL only when the viewer is a logged-in client. */
export async function getProjectFiles(projectId: number, viewer: Viewer, sitePartnerId: number): Promise<ProjectFile[] | null> {
  const files = await getProjectFileList(projectId, sitePartnerId);
  return files && files.map((file) => toProjectFile(file, viewer));
}
