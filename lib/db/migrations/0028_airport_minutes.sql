DROP INDEX "projects_search_idx";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "airport_code" varchar(3);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "airport_minutes" integer;--> statement-breakpoint
-- The nearest of the costas' airports and the estimated drive there (lib/catalogue/airports.ts, which
-- the seed, feed imports and the CRM use on every write of coordinates): the straight line times 1.3
-- at 70 km/h, in steps of 5 minutes (at least 5), none beyond 250 km. Fills the projects stored before.
UPDATE "projects" SET "airport_code" = nearest.code, "airport_minutes" = greatest(5, floor(nearest.km * 1.3 / 70 * 60 / 5 + 0.5)::integer * 5)
FROM (
  SELECT p.id, a.code, a.km FROM "projects" p
  CROSS JOIN LATERAL (
    SELECT airport.code, 2 * 6371.0088 * asin(least(1, sqrt(
      power(sin(radians(airport.lat - p.lat) / 2), 2) + cos(radians(p.lat)) * cos(radians(airport.lat)) * power(sin(radians(airport.lng - p.lng) / 2), 2)
    ))) AS km
    FROM (VALUES ('AGP', 36.6749::float8, -4.4991::float8), ('LEI', 36.8439, -2.3701), ('RMU', 37.8031, -1.1253), ('ALC', 38.2822, -0.5582)) AS airport(code, lat, lng)
    ORDER BY km LIMIT 1
  ) a
) nearest
WHERE nearest.id = "projects"."id" AND nearest.km <= 250;--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING btree ("region_id","town_id","province_id","country_id","type_id","price_from","price_to","bedrooms_max","bathrooms_max","featured","created_at","lat","lng","id","unit_type_ids","units_available","area_min","area_max","plot_min","plot_max","price_m2_from","beach_distance_m","status","delivery_date","feature_bits","energy_label","partner_id","approved_at","airport_minutes") WHERE "projects"."published";