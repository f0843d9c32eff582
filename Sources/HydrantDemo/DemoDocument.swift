/// The document `hydrant demo` maps when no file is given: the manual's John Doe, with a mistake
/// in each child (the first has `Age` instead of `age`; the second's age is a string) and an
/// invalid homepage.
public let demoDocument = """
    {
      "first_name": "John",
      "last_name": "Doe",
      "homepage": "not a url",
      "age": 24,
      "children": [
        {"first_name": "Ann", "last_name": "Doe", "Age": 6},
        {"first_name": "Bob", "last_name": "Doe", "age": 6},
        {"first_name": "Cid", "last_name": "Doe", "age": "six"}
      ]
    }
    """
