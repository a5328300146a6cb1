/** Where the account menu leads on this site (see lib/accounts/paths.ts). */
export interface AccountMenuLinks {
  home: string;
  favorites: string;
  profile: string;
}
