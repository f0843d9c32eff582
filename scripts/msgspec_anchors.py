#!/usr/bin/env python3
"""Typed decode and encode speed against Python's msgspec, measured in the same run.

Runs hydrant-bench's explicit-mapper cases (`Hydrant mappers`, bytes → models, and `Hydrant reverse
mappers → bytes`, models → bytes) and, alternately with them, msgspec's typed decode of the same
document bytes into `msgspec.Struct` models that mirror the Swift models and mappers field for
field (Benchmarks/HydrantBenchmarks/Models and Mappers), and msgspec's encode of the decoded models
back to bytes. Prints a Markdown table of MB/s, source document bytes / time (10^6 bytes per
second, hydrant-bench's definition, for encode too): the median over the rounds of each round's
number. A round of msgspec is the best of seven batches of at least 0.1 s each; a round of Hydrant
is one run of hydrant-bench with `--rounds 3`, whose number is the median of its three batches
(so the method, if anything, favours msgspec). msgspec's decode is measured twice: as a Python
program runs it, with the cyclic garbage collector on, and with the collector paused.

If the binary was built with the package trait Macros, its combinator table has a case for the
models declared with `@Mappable` (twitter and citm_catalog); the script then runs that table too
and adds those rows.

    pip install msgspec      # once; not needed by the tests or CI
    scripts/msgspec_anchors.py --bench BINARY [--data Benchmarks/Data] [--rounds 5] [--corpus]

With --corpus it measures the real-payload corpus instead (Benchmarks/Data/corpus: each payload as
one object and as ~2 MB and ~20 MB arrays), against the msgspec twins of scripts/corpus_msgspec.py,
with msgspec's collector paused; the binary must be a Macros build.

BINARY is a release hydrant-bench (`swift build -c release --product hydrant-bench
--disable-default-traits`; without that flag it has the @Mappable cases too).
"""

from __future__ import annotations

import argparse
import collections
import datetime
import gc
import math
import os
import platform
import statistics
import subprocess
import sys
import time

try:
    import msgspec
except ImportError:
    sys.exit("msgspec_anchors: needs the Python package msgspec: pip install msgspec")

DOCUMENTS = ["twitter", "citm_catalog", "canada"]
DECODE = "Hydrant mappers"
ENCODE = "Hydrant reverse mappers → bytes"
# The combinator table's row for the @Mappable models (Combinators.swift), only in a Macros build.
MAPPABLE = "combinator: models declared with @Mappable"
BATCH_SECONDS = 0.1  # as hydrant-bench's batches (Options.swift, HarnessSettings)

# The models. How they mirror the Swift mapping (Mappers/*.swift):
#
# - Field names are the JSON keys themselves (snake_case for twitter, camelCase for citm), so no
#   `rename` is needed; fields are declared in the order of the Swift `Field`s, which is the order
#   both sides write the keys in. `kw_only=True` lets a required field follow an optional one.
# - A field without a mapper, or with a mapper of present values, on a non-optional Swift property
#   is required: missing or `null` is an error. An optional Swift property (`T?`, with or without
#   `Mappers.nullable`) accepts a missing value or `null` as nil: here `T | None = None`.
# - Hydrant's reverse mappers leave out a nil property (`NilWritingPolicy.omit`, the default), so
#   every model has `omit_defaults=True`: only the `None` defaults are ever omitted.
# - Hydrant's object mappers ignore unknown keys (`UnmappedKeyPolicy.ignore`, the default, and no
#   mapper here changes it), so no model has `forbid_unknown_fields=True` (msgspec's default also
#   ignores them).
# - Swift `Int` and `Int64` are `int`, `Double` `float`, `String` `str`, `Bool` `bool`; arrays are
#   `list`, string-keyed dictionaries `dict[str, …]`. No Swift model converts a string to a Date:
#   `created_at` (twitter) is a `String`, `start` (citm) an `Int` of milliseconds; so are these.
# - Where msgspec reads other input differently (none of it in these documents): Hydrant's `Int`
#   takes whole numbers written with a fraction or exponent (`2.0`, `1e3`) and rejects numbers out
#   of Int64's range; msgspec's `int` rejects the former and takes any integer (a range `Meta`
#   would cost a check per number). Of a repeated key Hydrant reads the first member, msgspec the last.


class Model(msgspec.Struct, omit_defaults=True):
    """The options every model shares (inherited); `kw_only` is not inherited, so each says it."""

# twitter.json (Models/Twitter.swift, Mappers/TwitterMappers.swift)

class StatusMetadata(Model, kw_only=True):
    result_type: str
    iso_language_code: str

class URLEntity(Model, kw_only=True):
    url: str
    expanded_url: str
    display_url: str
    indices: list[int]

class URLList(Model, kw_only=True):
    urls: list[URLEntity]

class UserEntities(Model, kw_only=True):
    description: URLList
    url: URLList | None = None  # Mappers.nullable(urlList)

class User(Model, kw_only=True):
    id: int
    id_str: str
    name: str
    screen_name: str
    location: str
    description: str
    url: str | None = None
    entities: UserEntities
    protected: bool
    followers_count: int
    friends_count: int
    listed_count: int
    created_at: str  # a String in the Swift model too ("Mon Sep 24 03:35:21 +0000 2012", not RFC 3339)
    favourites_count: int
    utc_offset: int | None = None
    time_zone: str | None = None
    geo_enabled: bool
    verified: bool
    statuses_count: int
    lang: str
    contributors_enabled: bool
    is_translator: bool
    is_translation_enabled: bool
    profile_background_color: str
    profile_background_image_url: str
    profile_background_image_url_https: str
    profile_background_tile: bool
    profile_image_url: str
    profile_image_url_https: str
    profile_banner_url: str | None = None
    profile_link_color: str
    profile_sidebar_border_color: str
    profile_sidebar_fill_color: str
    profile_text_color: str
    profile_use_background_image: bool
    default_profile: bool
    default_profile_image: bool
    following: bool
    follow_request_sent: bool
    notifications: bool

class Hashtag(Model, kw_only=True):
    text: str
    indices: list[int]

class UserMention(Model, kw_only=True):
    screen_name: str
    name: str
    id: int
    id_str: str
    indices: list[int]

class Size(Model, kw_only=True):
    w: int
    h: int
    resize: str

class Sizes(Model, kw_only=True):
    medium: Size
    small: Size
    thumb: Size
    large: Size

class Media(Model, kw_only=True):
    id: int
    id_str: str
    indices: list[int]
    media_url: str
    media_url_https: str
    url: str
    display_url: str
    expanded_url: str
    type: str
    sizes: Sizes
    source_status_id: int | None = None
    source_status_id_str: str | None = None

class StatusEntities(Model, kw_only=True):
    hashtags: list[Hashtag]
    symbols: list[Hashtag]  # cashtags, shaped as hashtags (empty in this document)
    urls: list[URLEntity]
    user_mentions: list[UserMention]
    media: list[Media] | None = None  # Mappers.nullable(array(of: media))

class Status(Model, kw_only=True):
    metadata: StatusMetadata
    created_at: str  # a String in the Swift model too (see User.created_at)
    id: int
    id_str: str
    text: str
    source: str
    truncated: bool
    in_reply_to_status_id: int | None = None
    in_reply_to_status_id_str: str | None = None
    in_reply_to_user_id: int | None = None
    in_reply_to_user_id_str: str | None = None
    in_reply_to_screen_name: str | None = None
    user: User
    # `null` in every status of the document; `String?` in the Swift model.
    geo: str | None = None
    coordinates: str | None = None
    place: str | None = None
    contributors: str | None = None
    retweet_count: int
    favorite_count: int
    entities: StatusEntities
    favorited: bool
    retweeted: bool
    lang: str
    # Recursive, as Mappers.recursive and StatusBox in Swift (msgspec resolves the name lazily).
    retweeted_status: Status | None = None
    possibly_sensitive: bool | None = None

class SearchMetadata(Model, kw_only=True):
    completed_in: float
    max_id: int
    max_id_str: str
    next_results: str
    query: str
    refresh_url: str
    count: int
    since_id: int
    since_id_str: str

class Twitter(Model, kw_only=True):
    statuses: list[Status]
    search_metadata: SearchMetadata

# citm_catalog.json (Models/CitmCatalog.swift, Mappers/CitmMappers.swift)

class Event(Model, kw_only=True):
    description: str | None = None
    id: int
    logo: str | None = None
    name: str
    subTopicIds: list[int]
    subjectCode: str | None = None
    subtitle: str | None = None
    topicIds: list[int]

class Price(Model, kw_only=True):
    amount: int
    audienceSubCategoryId: int
    seatCategoryId: int

class Area(Model, kw_only=True):
    areaId: int
    blockIds: list[int]  # empty in every area of this document

class SeatCategory(Model, kw_only=True):
    areas: list[Area]
    seatCategoryId: int

class Performance(Model, kw_only=True):
    eventId: int
    id: int
    logo: str | None = None
    name: str | None = None
    prices: list[Price]
    seatCategories: list[SeatCategory]
    seatMapImage: str | None = None
    start: int  # milliseconds since 1970, an Int in the Swift model too
    venueCode: str

class CitmCatalog(Model, kw_only=True):
    areaNames: dict[str, str]
    audienceSubCategoryNames: dict[str, str]
    blockNames: dict[str, str]
    events: dict[str, Event]
    performances: list[Performance]
    seatCategoryNames: dict[str, str]
    subTopicNames: dict[str, str]
    subjectNames: dict[str, str]
    topicNames: dict[str, str]
    topicSubTopics: dict[str, list[int]]
    venueNames: dict[str, str]

# canada.json (Models/Canada.swift, Mappers/CanadaMappers.swift)

class Geometry(Model, kw_only=True):
    type: str
    coordinates: list[list[list[float]]]  # value([[[Double]]].self); integers are read as floats

class Feature(Model, kw_only=True):
    type: str
    properties: dict[str, str]
    geometry: Geometry

class FeatureCollection(Model, kw_only=True):
    type: str
    features: list[Feature]


ROOTS = {"twitter": Twitter, "citm_catalog": CitmCatalog, "canada": FeatureCollection}


def without_nulls(value):
    """`value` (plain JSON) without the object members that are `null`, which the models omit."""
    if isinstance(value, dict):
        return {key: without_nulls(item) for key, item in value.items() if item is not None}
    if isinstance(value, list):
        return [without_nulls(item) for item in value]
    return value


def check_models(name, data, decoder, encoder):
    """Exits unless the model reads the document, writes what it read, and holds all of it."""
    try:
        model = decoder.decode(data)
    except msgspec.ValidationError as error:
        sys.exit(f"msgspec_anchors: {name}.json does not decode into {ROOTS[name].__name__}: {error}")
    written = encoder.encode(model)
    if decoder.decode(written) != model:
        sys.exit(f"msgspec_anchors: the {name} model writes a document that reads back differently")
    # No member of the document is dropped: the written document is the source, nulls aside (the
    # models omit a None; a key they ignored would be missing here).
    if msgspec.json.decode(written) != without_nulls(msgspec.json.decode(data)):
        sys.exit(f"msgspec_anchors: the {name} model does not hold every member of {name}.json")


def best_seconds(operation, argument):
    """Per operation, the best of seven batches of at least BATCH_SECONDS, after a warm-up that
    grows the batch until it lasts that long (as hydrant-bench calibrates)."""

    def batch(ops):
        start = time.perf_counter()
        for _ in range(ops):
            operation(argument)  # the result is dropped at once: freeing it is timed too
        return time.perf_counter() - start

    ops = 1
    while (seconds := batch(ops)) < BATCH_SECONDS:
        ops = max(ops + 1, math.ceil(ops * BATCH_SECONDS / max(seconds, 1e-9) * 1.1))
    return min(batch(ops) for _ in range(7)) / ops


def has_mappable_cases(bench):
    """Whether the binary has the @Mappable cases: a Macros build holds their title literally."""
    with open(bench, "rb") as binary:
        return b"models declared with @Mappable" in binary.read()


def hydrant_mbps(bench, data_dir, name, size, mappable):
    """hydrant-bench's MB/s for `name`: {"decode", "encode"}, and "mappable decode" and "mappable
    encode" from the combinator table (ms/op there, made MB/s with the document's size)."""
    cases = f"={name}/{DECODE}|={name}/{ENCODE}"
    if mappable and name != "canada":
        cases += f"|{name}/combinator"  # runs the document's whole combinator table
    command = [bench, "--data", data_dir, "--filter", cases, "--rounds", "3"]
    output = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    result = {}
    for line in output.splitlines():
        cells = [cell.strip() for cell in line.split("|")]
        if len(cells) < 7 or cells[1] != name:
            continue
        if cells[2] == DECODE:
            result["decode"] = float(cells[4])
        elif cells[2] == ENCODE:
            result["encode"] = float(cells[4])
        elif cells[2] == MAPPABLE:  # | document | case | decode ms/op | vs plain | encode ms/op | …
            result["mappable decode"] = size / (float(cells[3]) / 1000) / 1e6
            result["mappable encode"] = size / (float(cells[5]) / 1000) / 1e6
    missing = {"decode", "encode"} - set(result)
    if missing:
        sys.exit(f"msgspec_anchors: hydrant-bench printed no {sorted(missing)} row for {name}")
    return result


# The real-payload corpus (Benchmarks/Data/corpus; --corpus): each payload as one object and as
# top-level arrays of about 2 MB and 20 MB of copies of it, built as hydrant-bench builds them
# (Benchmarks/HydrantBenchmarks/Corpus/Corpus.swift), against the msgspec twins of
# scripts/corpus_msgspec.py.
CORPUS_SIZES = [("object", None), ("2 MB", 2_000_000), ("20 MB", 20_000_000)]


def corpus_document(data, target):
    """The object itself, or `[o,o,…]` with as many copies as reach `target` bytes."""
    if target is None:
        return data
    data = data.rstrip(b" \t\r\n")
    copies = max(1, (target + len(data)) // (len(data) + 1))
    return b"[" + b",".join([data] * copies) + b"]"


def hydrant_corpus_mbps(bench, data_dir, name):
    """hydrant-bench's corpus table for one payload: {size: {"decode", "encode", "decoder",
    "encoder"}} in MB/s (the last two Foundation's)."""
    command = [bench, "--data", data_dir, "--filter", f"corpus:{name}", "--rounds", "3"]
    output = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    result = {}
    for line in output.splitlines():
        cells = [cell.strip() for cell in line.split("|")]
        if len(cells) < 10 or not cells[1].startswith(name + " ("):
            continue
        size = cells[1][len(name) + 2 : -1]
        result[size] = {
            "decoder": float(cells[3]), "decode": float(cells[4]),
            "encoder": float(cells[6]), "encode": float(cells[7]),
        }
    if len(result) != len(CORPUS_SIZES):
        sys.exit(f"msgspec_anchors: hydrant-bench printed {len(result)} corpus rows for {name}")
    return result


def corpus_main(options):
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import corpus_msgspec  # noqa: E402 (the twins, beside this script)

    encoder = msgspec.json.Encoder()
    documents = {}
    decoders = {}
    for name, root in corpus_msgspec.CORPUS.items():
        with open(os.path.join(options.data, "corpus", f"{name}.json"), "rb") as file:
            data = file.read()
        for size, target in CORPUS_SIZES:
            documents[(name, size)] = corpus_document(data, target)
            decoders[(name, size)] = msgspec.json.Decoder(root if target is None else list[root])
            decoders[(name, size)].decode(documents[(name, size)])  # it reads
    samples = collections.defaultdict(list)
    for done in range(options.rounds):
        for name in corpus_msgspec.CORPUS:
            for size, _ in CORPUS_SIZES:
                data = documents[(name, size)]
                decode = decoders[(name, size)].decode
                length = len(data)
                gc.disable()
                samples[("msgspec decode, GC off", name, size)].append(length / best_seconds(decode, data) / 1e6)
                gc.enable()
                model = decode(data)
                samples[("msgspec encode", name, size)].append(length / best_seconds(encoder.encode, model) / 1e6)
                del model
            for size, rates in hydrant_corpus_mbps(options.bench, options.data, name).items():
                for case, mbps in rates.items():
                    samples[(case, name, size)].append(mbps)
        print(f"round {done + 1} of {options.rounds} done", file=sys.stderr)
    median = {key: statistics.median(values) for key, values in samples.items()}
    print("| payload | size | Hydrant decode MB/s | msgspec decode (GC off) MB/s | ÷ msgspec | ÷ JSONDecoder "
          "| Hydrant encode MB/s | msgspec encode MB/s | ÷ msgspec | ÷ JSONEncoder |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for name in corpus_msgspec.CORPUS:
        for size, _ in CORPUS_SIZES:
            m = {case: median[(case, name, size)] for case in
                 ["decode", "msgspec decode, GC off", "decoder", "encode", "msgspec encode", "encoder"]}
            print(f"| {name} | {size} | {m['decode']:.0f} | {m['msgspec decode, GC off']:.0f} | "
                  f"{m['decode'] / m['msgspec decode, GC off']:.2f}× | {m['decode'] / m['decoder']:.2f}× | "
                  f"{m['encode']:.0f} | {m['msgspec encode']:.0f} | {m['encode'] / m['msgspec encode']:.2f}× | "
                  f"{m['encode'] / m['encoder']:.2f}× |")
    machine = os.uname()
    print(
        f"\nMeasured {datetime.date.today().isoformat()} on {machine.sysname} {machine.release} "
        f"{machine.machine}, Python {platform.python_version()}, msgspec {msgspec.__version__}; median of "
        f"{options.rounds} rounds; MB/s = source document bytes / time (10^6 B/s), for encode too."
    )


def main():
    arguments = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    arguments.add_argument("--bench", required=True, help="a release hydrant-bench")
    arguments.add_argument("--data", default="Benchmarks/Data", help="folder with the three documents")
    arguments.add_argument("--rounds", type=int, default=5, help="alternating rounds (default 5)")
    arguments.add_argument("--corpus", action="store_true",
                           help="the real-payload corpus (needs a Macros build) instead of the three documents")
    options = arguments.parse_args()
    if options.corpus:
        corpus_main(options)
        return

    documents = {}
    for name in DOCUMENTS:
        with open(os.path.join(options.data, f"{name}.json"), "rb") as file:
            documents[name] = file.read()
    # A decoder per document and one encoder, made once, as Hydrant's mappers are `static let`s.
    decoders = {name: msgspec.json.Decoder(ROOTS[name]) for name in DOCUMENTS}
    encoder = msgspec.json.Encoder()
    for name, data in documents.items():
        check_models(name, data, decoders[name], encoder)
    mappable = has_mappable_cases(options.bench)

    samples = collections.defaultdict(list)  # (case, document) → MB/s of each round
    for done in range(options.rounds):
        for name, data in documents.items():
            size = len(data)
            decode = decoders[name].decode
            samples[("msgspec decode", name)].append(size / best_seconds(decode, data) / 1e6)
            # Python's cyclic collector runs during decoding (every model, list and dict is a tracked
            # container) and costs msgspec much of its time; the main rows keep it on, as a Python
            # program runs; this row shows msgspec's own work with the collector paused.
            gc.disable()
            samples[("msgspec decode, GC off", name)].append(size / best_seconds(decode, data) / 1e6)
            gc.enable()
            # The model to encode is read here and dropped after, so that no decoded document is
            # alive (for the collector to walk) while decoding is timed.
            model = decode(data)
            samples[("msgspec encode", name)].append(size / best_seconds(encoder.encode, model) / 1e6)
            del model
            for case, mbps in hydrant_mbps(options.bench, options.data, name, size, mappable).items():
                samples[(f"Hydrant {case}", name)].append(mbps)
        print(f"round {done + 1} of {options.rounds} done", file=sys.stderr)
    median = {key: statistics.median(values) for key, values in samples.items()}

    def row(title, cells):
        print("| " + " | ".join([title, *cells]).strip() + " |")

    def speeds(case):
        return [f"{median[(case, name)]:.1f}" if (case, name) in median else "—" for name in DOCUMENTS]

    def ratios(case, anchor):
        return [
            f"{median[(case, name)] / median[(anchor, name)]:.2f}×" if (case, name) in median else "—"
            for name in DOCUMENTS
        ]

    row("", DOCUMENTS)
    print("|---|" + "---:|" * len(DOCUMENTS))
    row("Hydrant explicit decode (MB/s)", speeds("Hydrant decode"))
    row("msgspec typed decode (MB/s)", speeds("msgspec decode"))
    row("Hydrant ÷ msgspec, decode", ratios("Hydrant decode", "msgspec decode"))
    row("msgspec typed decode, Python GC off (MB/s)", speeds("msgspec decode, GC off"))
    row("Hydrant ÷ msgspec GC off, decode", ratios("Hydrant decode", "msgspec decode, GC off"))
    row("Hydrant reverse → bytes (MB/s)", speeds("Hydrant encode"))
    row("msgspec encode (MB/s)", speeds("msgspec encode"))
    row("Hydrant ÷ msgspec, encode", ratios("Hydrant encode", "msgspec encode"))
    if any(case == "Hydrant mappable decode" for case, _ in median):
        row("Hydrant @Mappable decode (MB/s)", speeds("Hydrant mappable decode"))
        row("Hydrant @Mappable ÷ msgspec, decode", ratios("Hydrant mappable decode", "msgspec decode"))
        row("Hydrant @Mappable ÷ msgspec GC off, decode", ratios("Hydrant mappable decode", "msgspec decode, GC off"))
        row("Hydrant @Mappable reverse → bytes (MB/s)", speeds("Hydrant mappable encode"))
        row("Hydrant @Mappable ÷ msgspec, encode", ratios("Hydrant mappable encode", "msgspec encode"))
    machine = os.uname()
    print(
        f"\nMeasured {datetime.date.today().isoformat()} on {machine.sysname} {machine.release} "
        f"{machine.machine} ({machine.nodename}), Python {platform.python_version()}, "
        f"msgspec {msgspec.__version__}; median of {options.rounds} rounds; MB/s = source document "
        "bytes / time (10^6 B/s), for encode too."
    )


if __name__ == "__main__":
    main()
