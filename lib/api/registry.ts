/**
 * Every call of the JSON API, for the OpenAPI document and the fuzz test. A new route handler adds its
 * contract here (the fuzz test compares this list with the route files under app/api). next-auth's own
 * routes (`/api/auth/*`: form posts, not JSON) are fuzzed apart and not described here.
 */
import {
  clientCall,
  clientDataCall,
  clientDeleteCall,
  clientForgotPasswordCall,
  clientLoginCall,
  clientLogoutCall,
  clientRegisterCall,
  clientResetPasswordCall,
  favoritesCall,
  favoritesMergeCall,
  favoriteSubmitCall,
  profileSubmitCall,
} from "../accounts/api-calls";
import {
  confidentialInfoCall,
  fileDownloadCall,
  geoSearchCall,
  geoUrlCall,
  suggestCall,
  projectCardsCall,
  projectFilesCall,
  projectUnitsCall,
  propertyCall,
  searchProjectsCall,
} from "../catalogue/api-calls";
import { partnerDataCall } from "../partners/api-calls";
import { crmDashboardCall, crmLeadCall, crmLeadReassignCall, crmLeadsCall, crmLeadsExportCall, crmLeadUpdateCall, crmLoginCall, crmLogoutCall } from "../crm/api-calls";
import {
  crmPartnerCreateCall,
  crmPartnerLogoCall,
  crmPartnerLogoDeleteCall,
  crmPartnersCall,
  crmPartnerUpdateCall,
  crmStaffCall,
  crmStaffCreateCall,
  crmStaffUpdateCall,
} from "../crm/admin-calls";
import { crmAcceptInviteCall, crmForgotPasswordCall, crmProfileCall, crmResetPasswordCall, crmTeamCall, crmTeamInviteCall, crmTeamPasswordMailCall, crmTeamUpdateCall } from "../crm/team-calls";
import { crmProjectCall, crmProjectsCall, crmProjectUpdateCall, crmUnitUpdateCall } from "../crm/project-calls";
import { crmApprovalCall, crmListingCreateCall, crmListingSettingsCall, crmListingSettingsUpdateCall, crmPhotoArrangeCall, crmPhotoUploadCall, crmUnitCreateCall } from "../crm/listing-calls";
import { crmFeedRunCall, crmFeedRunsCall, crmFeedSourceCreateCall, crmFeedSourcesCall, crmFeedSourceUpdateCall } from "../feeds/admin-calls";
import { crmFeedImportCall } from "../feeds/api-calls";
import { requestCall } from "../leads/api-calls";
import { savedSearchCreateCall, savedSearchDeleteCall, savedSearchesCall, savedSearchUnsubscribeCall, savedSearchUpdateCall } from "../saved-searches/api-calls";
import type { AnyApiCall } from "./call";
import { catalogueRevalidateCall, databaseBackupCall, healthCall, metricsCall, openApiCall, readyCall } from "./system-calls";

export const API_CALLS = [
  healthCall,
  readyCall,
  metricsCall,
  openApiCall,
  catalogueRevalidateCall,
  databaseBackupCall,
  partnerDataCall,
  searchProjectsCall,
  geoUrlCall,
  geoSearchCall,
  suggestCall,
  propertyCall,
  projectUnitsCall,
  projectFilesCall,
  fileDownloadCall,
  projectCardsCall,
  confidentialInfoCall,
  clientLoginCall,
  clientCall,
  clientLogoutCall,
  clientRegisterCall,
  clientForgotPasswordCall,
  clientResetPasswordCall,
  profileSubmitCall,
  clientDataCall,
  clientDeleteCall,
  favoriteSubmitCall,
  favoritesCall,
  favoritesMergeCall,
  savedSearchesCall,
  savedSearchCreateCall,
  savedSearchUpdateCall,
  savedSearchDeleteCall,
  savedSearchUnsubscribeCall,
  requestCall,
  crmLoginCall,
  crmLogoutCall,
  crmLeadsCall,
  crmLeadCall,
  crmLeadUpdateCall,
  crmLeadReassignCall,
  crmLeadsExportCall,
  crmDashboardCall,
  crmPartnersCall,
  crmPartnerCreateCall,
  crmPartnerUpdateCall,
  crmPartnerLogoCall,
  crmPartnerLogoDeleteCall,
  crmFeedImportCall,
  crmProjectsCall,
  crmProjectCall,
  crmProjectUpdateCall,
  crmUnitUpdateCall,
  crmListingCreateCall,
  crmUnitCreateCall,
  crmApprovalCall,
  crmListingSettingsCall,
  crmListingSettingsUpdateCall,
  crmPhotoUploadCall,
  crmPhotoArrangeCall,
  crmFeedSourcesCall,
  crmFeedSourceCreateCall,
  crmFeedSourceUpdateCall,
  crmFeedRunsCall,
  crmFeedRunCall,
  crmProfileCall,
  crmAcceptInviteCall,
  crmForgotPasswordCall,
  crmResetPasswordCall,
  crmTeamCall,
  crmTeamInviteCall,
  crmTeamPasswordMailCall,
  // Late, as the admin's below: fuzzing it demotes and disables colleagues, whose tokens other calls' fuzzing uses.
  crmTeamUpdateCall,
  // Last: fuzzing these deactivates and re-passwords CRM users, whose tokens the other calls' fuzzing uses.
  crmStaffCall,
  crmStaffCreateCall,
  crmStaffUpdateCall,
] as const satisfies readonly AnyApiCall[];
