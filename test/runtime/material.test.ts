import { describe, expect, it } from "vitest";
import { parseFen } from "../../runtime/fen.ts";
import {
  compareMaterial,
  compareSides,
  materialSides,
  materialSignature,
  parseSignature,
  strongSide,
  strongSideSignature,
  subSignatures,
} from "../../runtime/material.ts";
import { BLACK, WHITE } from "../../runtime/pieces.ts";

describe("material signatures", () => {
  it("write white's side first, pieces in the order K Q R B N", () => {
    expect(materialSignature(parseFen("8/8/8/8/8/8/2k5/KNB5 w - - 0 1"))).toBe("KBNK");
    expect(materialSignature(parseFen("knb5/2K5/8/8/8/8/8/8 w - - 0 1"))).toBe("KKBN");
    expect(materialSignature(parseFen("qk6/8/8/8/8/8/8/KNRBN3 w - - 0 1"))).toBe("KRBNNKQ");
  });

  it("put the strong side first and say which colour it is", () => {
    const black = parseFen("knb5/2K5/8/8/8/8/8/8 w - - 0 1");
    expect(strongSide(black)).toBe(BLACK);
    expect(strongSideSignature(black)).toBe("KBNK");
    const white = parseFen("8/8/8/8/8/8/2k5/KNB5 w - - 0 1");
    expect(strongSide(white)).toBe(WHITE);
    expect(strongSideSignature(white)).toBe("KBNK");
  });

  it("rank sides by value, then queens, rooks, bishops, knights, then white", () => {
    expect(compareSides("KNN", "KB")).toBeGreaterThan(0);
    expect(compareSides("KB", "KN")).toBeGreaterThan(0); // equal value, bishop first
    expect(compareSides("KQ", "KRN")).toBeGreaterThan(0); // 9 against 8
    expect(compareSides("KR", "KBN")).toBeLessThan(0); // 5 against 6
    expect(compareSides("KRB", "KRN")).toBeGreaterThan(0);
    expect(compareSides("KN", "KN")).toBe(0);
    expect(parseSignature("KNKB")).toEqual({
      signature: "KNKB",
      strong: BLACK,
      strongSignature: "KBKN",
      symmetric: false,
    });
    expect(parseSignature("KNKN")).toMatchObject({ strong: WHITE, symmetric: true });
    expect(materialSides(parseFen("8/8/8/8/8/8/2k5/KNB5 w - - 0 1")).symmetric).toBe(false);
  });

  it("compare without strings the same way", () => {
    for (const fen of [
      "8/8/8/8/8/8/2k5/KNB5 w - - 0 1",
      "knb5/2K5/8/8/8/8/8/8 w - - 0 1",
      "kb6/8/8/8/8/8/8/KN6 w - - 0 1",
      "kn6/8/8/8/8/8/8/KN6 w - - 0 1",
      "kq6/8/8/8/8/8/8/KRN5 w - - 0 1",
    ]) {
      const pos = parseFen(fen);
      const { signature } = materialSides(pos);
      const black = signature.indexOf("K", 1);
      expect(Math.sign(compareMaterial(pos)), fen).toBe(
        Math.sign(compareSides(signature.slice(0, black), signature.slice(black))),
      );
    }
  });

  it("parse leniently but reject what is not a signature", () => {
    expect(parseSignature("KNBK")?.signature).toBe("KBNK");
    expect(parseSignature("KBN")).toBeUndefined();
    expect(parseSignature("KPK")).toBeUndefined();
    expect(parseSignature("kbnk")).toBeUndefined();
  });

  it("list the subgames reachable by captures", () => {
    expect(subSignatures("KBNK")).toEqual(["KK", "KBK", "KNK", "KBNK"]);
    expect(subSignatures("KNNKB").sort()).toEqual(
      ["KK", "KKB", "KNK", "KNKB", "KNNK", "KNNKB"].sort(),
    );
    expect(() => subSignatures("nonsense")).toThrow(/not a material signature/);
  });
});
