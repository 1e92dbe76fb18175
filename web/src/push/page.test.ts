import { describe, expect, it } from "vitest";
import { create, fromBinary, toBinary } from "@bufbuild/protobuf";
import { GetPushSettingsResponseSchema, QuietHoursSchema, SetQuietHoursRequestSchema, SubscribePushRequestSchema } from "@arbiter/client/gen/players/v1/push_pb";
import { decode, encode, localTime, utcMinute } from "./page.js";

// The section's own few lines of protobuf, checked against the generated messages.
describe("the push section's messages", () => {
  it("encodes what the generated code decodes", () => {
    const sub = fromBinary(SubscribePushRequestSchema, encode(["https://push.example/é/1", "BKey", "auth"]));
    expect([sub.endpoint, sub.p256dh, sub.auth]).toEqual(["https://push.example/é/1", "BKey", "auth"]);
    const quiet = fromBinary(SetQuietHoursRequestSchema, encode([encode([1320, 450])]));
    expect([quiet.quietHours?.startMinute, quiet.quietHours?.endMinute]).toEqual([1320, 450]);
    expect(fromBinary(SetQuietHoursRequestSchema, encode([undefined])).quietHours).toBeUndefined();
    // A start at midnight (0) is left out, as protobuf does.
    expect(fromBinary(SetQuietHoursRequestSchema, encode([encode([0, 300])])).quietHours?.endMinute).toBe(300);
  });

  it("decodes what the generated code encodes", () => {
    const bytes = toBinary(GetPushSettingsResponseSchema, create(GetPushSettingsResponseSchema, { quietHours: create(QuietHoursSchema, { startMinute: 1320, endMinute: 450 }), devices: 3, subscribed: true }));
    const m = decode(bytes);
    const q = decode(m.get(1) as Uint8Array);
    expect([q.get(1), q.get(2), m.get(2), m.get(3)]).toEqual([1320, 450, 3, 1]);
    expect(() => decode(new Uint8Array([0x08]))).toThrow();
  });

  it("converts quiet hours between local time and UTC minutes", () => {
    // UTC+2 (getTimezoneOffset -120): 22:00 local is 20:00 UTC.
    expect(utcMinute("22:00", -120)).toBe(20 * 60);
    expect(localTime(20 * 60, -120)).toBe("22:00");
    // UTC-5 (offset 300): 21:30 local is 02:30 UTC the next day.
    expect(utcMinute("21:30", 300)).toBe(150);
    expect(localTime(150, 300)).toBe("21:30");
  });
});
