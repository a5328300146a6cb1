import { describe, expect, it } from "vitest";
import { airportColumns, AIRPORTS, AVERAGE_SPEED_KMH, nearestAirportTrip, ROAD_FACTOR, tripTo } from "@/lib/catalogue/airports";
import { haversineKm } from "@/lib/catalogue/search/geometry";

const MARBELLA = { lat: 36.5101, lng: -4.8825 };
const TORREVIEJA = { lat: 37.9787, lng: -0.6822 };
const MADRID = { lat: 40.4168, lng: -3.7038 };
const airport = (code: string) => AIRPORTS.find((candidate) => candidate.code === code)!;

describe("the drive to the nearest airport (an estimate)", () => {
  it("is the straight line times the road factor at the average speed, rounded to 5 minutes", () => {
    const km = haversineKm(MARBELLA, airport("AGP"));
    const trip = tripTo(airport("AGP"), MARBELLA);
    expect(trip.roadKm).toBe(Math.round(km * ROAD_FACTOR));
    expect(trip.minutes % 5).toBe(0);
    expect(Math.abs(trip.minutes - (km * ROAD_FACTOR * 60) / AVERAGE_SPEED_KMH)).toBeLessThanOrEqual(2.5);
  });

  it("names the nearest airport, with drives a local would recognise", () => {
    // Marbella to Málaga airport takes some 40 to 45 minutes on the A-7/AP-7.
    expect(nearestAirportTrip(MARBELLA)).toMatchObject({ airport: { code: "AGP", name: "Málaga" }, minutes: 45 });
    // Torrevieja lies between Alicante and Murcia's airport; Alicante is nearer.
    expect(nearestAirportTrip(TORREVIEJA)).toMatchObject({ airport: { code: "ALC" }, minutes: 40 });
    expect(nearestAirportTrip({ lat: 36.834, lng: -2.4637 })).toMatchObject({ airport: { code: "LEI" }, minutes: 10 }); // Almería
    expect(nearestAirportTrip({ lat: 37.7441, lng: -0.8508 })).toMatchObject({ airport: { code: "RMU" }, minutes: 30 }); // Los Alcázares
  });

  it("is at least 5 minutes, even beside the runway", () => {
    expect(nearestAirportTrip(airport("ALC"))).toMatchObject({ airport: { code: "ALC" }, roadKm: 0, minutes: 5 });
  });

  it("gives no estimate where none of the costas' airports is within reach", () => {
    expect(nearestAirportTrip(MADRID)).toBeNull();
    expect(airportColumns(MADRID.lat, MADRID.lng)).toEqual({ airportCode: null, airportMinutes: null });
  });

  it("grows with the distance, so the nearest airport is also the quickest", () => {
    const east = [-4.9, -4.7, -4.5].map((lng) => tripTo(airport("ALC"), { lat: 38.28, lng }).minutes);
    expect(east).toEqual([...east].sort((a, b) => b - a));
    expect(airportColumns(MARBELLA.lat, MARBELLA.lng)).toEqual({ airportCode: "AGP", airportMinutes: 45 });
  });
});
