/**
 * Every call of the JSON API, for the OpenAPI document and the fuzz test. A new route handler adds its
 * contract here (a unit test compares this list with the route files under app/api).
 */
import { fileDownloadCall, geoSearchCall, geoUrlCall, projectFilesCall, projectUnitsCall, propertyCall, searchProjectsCall } from "../catalogue/api-calls";
import { partnerDataCall } from "../partners/api-calls";
import type { AnyApiCall } from "./call";
import { catalogueRevalidateCall, healthCall, openApiCall } from "./system-calls";

export const API_CALLS: readonly AnyApiCall[] = [
  healthCall,
  openApiCall,
  catalogueRevalidateCall,
  partnerDataCall,
  searchProjectsCall,
  geoUrlCall,
  geoSearchCall,
  propertyCall,
  projectUnitsCall,
  projectFilesCall,
  fileDownloadCall,
];
