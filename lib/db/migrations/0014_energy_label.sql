-- The EU energy label of a project (A to G), searched by the energy_label filter; null when unknown.
ALTER TABLE "projects" ADD COLUMN "energy_label" varchar(1);
