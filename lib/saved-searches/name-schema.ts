/** A saved search's name: the one zod rule the profile's rename form shares with the API (client-safe, for the account forms). */
import { z } from "zod";
import { fieldMessage } from "../i18n/validation";
import { SAVED_SEARCH_NAME_MAX } from "./rules";

export const savedSearchNameSchema = z.string().trim().min(1, fieldMessage("savedSearchName")).max(SAVED_SEARCH_NAME_MAX);

export const renameSavedSearchSchema = z.object({ name: savedSearchNameSchema });
export type RenameSavedSearch = z.infer<typeof renameSavedSearchSchema>;
