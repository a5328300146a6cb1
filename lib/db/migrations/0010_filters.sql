-- The search filters of issue 14: plot area, price per m², distance to the beach and features.
-- project_features(): the feature codes of a project's amenities (Dutch labels of the seed and the
-- CRM, English or Spanish features of a Kyero feed), on folded text (search_fold, migration 0009).
-- The codes are FEATURES in lib/catalogue/search/filters.ts. IMMUTABLE: it feeds a generated column.
CREATE OR REPLACE FUNCTION project_features(amenities jsonb) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT coalesce(array_agg(f.code ORDER BY f.ord), '{}'::text[])
  FROM (VALUES
    (1, 'pool', 'zwembad|pool|piscina'),
    (2, 'sea_view', 'zeezicht|zicht op zee|uitzicht op zee|sea ?views?|vistas? al mar|vista mar'),
    (3, 'golf', 'golf'),
    (4, 'garden', 'tuin|garden|jardin'),
    (5, 'terrace', 'terras|terrace|terraza'),
    (6, 'parking', 'parkeer|parking|garage|garaje|aparcamiento'),
    (7, 'lift', '\mlift|elevator|ascensor'),
    (8, 'air_conditioning', 'airco|air[ -]?con|aire acondicionado|climatiz')
  ) AS f(ord, code, pattern)
  WHERE EXISTS (
    SELECT 1 FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(amenities) = 'array' THEN amenities ELSE '[]'::jsonb END) AS a(label)
    WHERE public.search_fold(a.label) ~ f.pattern)
$$;--> statement-breakpoint
-- coast_distance_m(): metres from a point to the nearest beach of the Spanish coast from Ayamonte to
-- Castellón (a polyline of some 110 points, the Mar Menor's shore included), for imported projects:
-- a feed has no beach distance. Each segment in a local flat projection around the point (exact
-- enough at these distances). Points far from that coast get the distance to it.
CREATE OR REPLACE FUNCTION coast_distance_m(lat double precision, lng double precision) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
  WITH points(line, seq, plat, plng) AS (VALUES
    (1, 1, 37.195, -7.41),
    (1, 2, 37.17, -7.0),
    (1, 3, 37.09, -6.74),
    (1, 4, 36.99, -6.55),
    (1, 5, 36.8, -6.44),
    (1, 6, 36.74, -6.44),
    (1, 7, 36.62, -6.36),
    (1, 8, 36.53, -6.3),
    (1, 9, 36.45, -6.22),
    (1, 10, 36.35, -6.16),
    (1, 11, 36.275, -6.09),
    (1, 12, 36.185, -5.92),
    (1, 13, 36.135, -5.85),
    (1, 14, 36.09, -5.77),
    (1, 15, 36.013, -5.606),
    (1, 16, 36.075, -5.43),
    (1, 17, 36.128, -5.437),
    (1, 18, 36.175, -5.39),
    (1, 19, 36.16, -5.345),
    (1, 20, 36.2, -5.33),
    (1, 21, 36.285, -5.268),
    (1, 22, 36.32, -5.255),
    (1, 23, 36.354, -5.228),
    (1, 24, 36.39, -5.19),
    (1, 25, 36.42, -5.15),
    (1, 26, 36.45, -5.05),
    (1, 27, 36.475, -4.99),
    (1, 28, 36.483, -4.953),
    (1, 29, 36.507, -4.885),
    (1, 30, 36.49, -4.78),
    (1, 31, 36.488, -4.74),
    (1, 32, 36.505, -4.68),
    (1, 33, 36.54, -4.617),
    (1, 34, 36.59, -4.52),
    (1, 35, 36.617, -4.492),
    (1, 36, 36.66, -4.455),
    (1, 37, 36.7, -4.42),
    (1, 38, 36.718, -4.41),
    (1, 39, 36.72, -4.35),
    (1, 40, 36.715, -4.275),
    (1, 41, 36.735, -4.095),
    (1, 42, 36.733, -3.95),
    (1, 43, 36.7455, -3.8755),
    (1, 44, 36.755, -3.83),
    (1, 45, 36.73, -3.74),
    (1, 46, 36.731, -3.69),
    (1, 47, 36.741, -3.585),
    (1, 48, 36.72, -3.52),
    (1, 49, 36.7, -3.41),
    (1, 50, 36.72, -3.36),
    (1, 51, 36.75, -3.17),
    (1, 52, 36.745, -3.02),
    (1, 53, 36.72, -2.88),
    (1, 54, 36.69, -2.75),
    (1, 55, 36.76, -2.605),
    (1, 56, 36.815, -2.565),
    (1, 57, 36.832, -2.465),
    (1, 58, 36.835, -2.33),
    (1, 59, 36.72, -2.19),
    (1, 60, 36.76, -2.1),
    (1, 61, 36.8, -2.06),
    (1, 62, 36.875, -2.005),
    (1, 63, 36.995, -1.895),
    (1, 64, 37.13, -1.827),
    (1, 65, 37.18, -1.82),
    (1, 66, 37.225, -1.8),
    (1, 67, 37.25, -1.77),
    (1, 68, 37.357, -1.658),
    (1, 69, 37.403, -1.577),
    (1, 70, 37.43, -1.49),
    (1, 71, 37.51, -1.4),
    (1, 72, 37.565, -1.26),
    (1, 73, 37.57, -1.2),
    (1, 74, 37.54, -1.11),
    (1, 75, 37.59, -0.985),
    (1, 76, 37.58, -0.83),
    (1, 77, 37.635, -0.69),
    (1, 78, 37.7, -0.72),
    (1, 79, 37.8, -0.755),
    (1, 80, 37.82, -0.77),
    (1, 81, 37.87, -0.758),
    (1, 82, 37.9, -0.75),
    (1, 83, 37.915, -0.72),
    (1, 84, 37.935, -0.712),
    (1, 85, 37.975, -0.68),
    (1, 86, 38.02, -0.65),
    (1, 87, 38.09, -0.642),
    (1, 88, 38.16, -0.6),
    (1, 89, 38.188, -0.56),
    (1, 90, 38.21, -0.51),
    (1, 91, 38.24, -0.51),
    (1, 92, 38.3, -0.52),
    (1, 93, 38.34, -0.48),
    (1, 94, 38.37, -0.41),
    (1, 95, 38.43, -0.39),
    (1, 96, 38.505, -0.228),
    (1, 97, 38.52, -0.17),
    (1, 98, 38.535, -0.12),
    (1, 99, 38.595, -0.045),
    (1, 100, 38.64, 0.05),
    (1, 101, 38.635, 0.075),
    (1, 102, 38.686, 0.137),
    (1, 103, 38.72, 0.17),
    (1, 104, 38.73, 0.23),
    (1, 105, 38.795, 0.19),
    (1, 106, 38.8, 0.2),
    (1, 107, 38.84, 0.115),
    (1, 108, 38.93, -0.1),
    (1, 109, 38.99, -0.15),
    (1, 110, 39.16, -0.23),
    (1, 111, 39.46, -0.32),
    (1, 112, 39.66, -0.21),
    (1, 113, 39.97, -0.01),
    (1, 114, 40.36, 0.4),
    (2, 1, 37.635, -0.72),
    (2, 2, 37.65, -0.79),
    (2, 3, 37.68, -0.83),
    (2, 4, 37.742, -0.848),
    (2, 5, 37.8, -0.8),
    (2, 6, 37.82, -0.785),
    (2, 7, 37.8, -0.765)
  ), segments AS (
    SELECT (plng - lng) * kx AS x1, (plat - lat) * 110.574 AS y1,
           (lead(plng) OVER w - lng) * kx AS x2, (lead(plat) OVER w - lat) * 110.574 AS y2
    FROM points, (SELECT 111.320 * cos(radians(lat)) AS kx) AS k
    WINDOW w AS (PARTITION BY line ORDER BY seq)
  ), nearest AS (
    -- Per segment, the fraction t along it of its point nearest to the project (the origin), clamped to [0, 1].
    SELECT x1, y1, x2 - x1 AS dx, y2 - y1 AS dy,
           greatest(0, least(1, -(x1 * (x2 - x1) + y1 * (y2 - y1)) / nullif((x2 - x1) ^ 2 + (y2 - y1) ^ 2, 0))) AS t
    FROM segments WHERE x2 IS NOT NULL
  )
  SELECT round(1000 * min(sqrt((x1 + coalesce(t, 0) * dx) ^ 2 + (y1 + coalesce(t, 0) * dy) ^ 2)))::integer FROM nearest
$$;--> statement-breakpoint
-- project_feature_bits(): the same codes as bits (bit i: the i-th code above, FEATURES[i] in TypeScript):
-- the search tests a mask, which costs a fraction of an array's @> per row of a count.
CREATE OR REPLACE FUNCTION project_feature_bits(amenities jsonb) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT coalesce(sum(1 << (array_position(ARRAY['pool', 'sea_view', 'golf', 'garden', 'terrace', 'parking', 'lift', 'air_conditioning'], code) - 1)), 0)::integer
  FROM unnest(public.project_features(amenities)) AS code
$$;--> statement-breakpoint
DROP INDEX "projects_search_idx";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "plot_min" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "plot_max" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "price_m2_from" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "beach_distance_m" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "features" text[] GENERATED ALWAYS AS (project_features(amenities)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "feature_bits" integer GENERATED ALWAYS AS (project_feature_bits(amenities)) STORED NOT NULL;--> statement-breakpoint
-- Existing projects: the derived columns by the rule of lib/db/seed/derive.ts (withdrawn units count
-- only when every unit is withdrawn; price per m² over available dwellings with a price), and a
-- beach distance from the coordinates. New writes keep them in step (seed, feed import, CRM). The
-- status is compared as text: on a new database "withdrawn" was added in this same transaction.
UPDATE "projects" p SET "plot_min" = d.plot_min, "plot_max" = d.plot_max, "price_m2_from" = d.price_m2_from
FROM (
  SELECT project_id,
         min(plot_area) FILTER (WHERE plot_area > 0) AS plot_min,
         max(plot_area) FILTER (WHERE plot_area > 0) AS plot_max,
         min(round(price::numeric / area)::integer) FILTER (WHERE status = 'available' AND NOT price_on_request AND price > 0 AND area > 0 AND type_id <> 7) AS price_m2_from
  FROM (SELECT u.*, bool_or(u.status::text <> 'withdrawn') OVER (PARTITION BY u.project_id) AS any_offered FROM "units" u) AS u
  WHERE u.status::text <> 'withdrawn' OR NOT u.any_offered
  GROUP BY project_id
) AS d
WHERE d.project_id = p.id;--> statement-breakpoint
UPDATE "projects" SET "beach_distance_m" = coast_distance_m("lat", "lng") WHERE "beach_distance_m" IS NULL;--> statement-breakpoint
CREATE INDEX "projects_price_m2_idx" ON "projects" USING btree ("price_m2_from","id") WHERE "projects"."published";--> statement-breakpoint
CREATE INDEX "projects_area_desc_idx" ON "projects" USING btree ("area_max" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "projects"."published";--> statement-breakpoint
CREATE INDEX "projects_delivery_idx" ON "projects" USING btree ("delivery_date","id") WHERE "projects"."published";--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING btree ("region_id","town_id","province_id","country_id","type_id","price_from","price_to","bedrooms_max","bathrooms_max","featured","created_at","lat","lng","id","unit_type_ids","units_available","area_min","area_max","plot_min","plot_max","price_m2_from","beach_distance_m","status","delivery_date","feature_bits") WHERE "projects"."published";