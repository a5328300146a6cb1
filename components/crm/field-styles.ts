/** Form controls of the CRM's server-rendered forms (the inbox filters), matching the islands' TextField. */
export const controlClass = "mt-1 block h-11 w-full rounded-md border border-slate-500 bg-white px-3 text-base text-slate-900";
export const labelClass = "block text-sm font-semibold text-slate-800";
export const panelClass = "rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200";
