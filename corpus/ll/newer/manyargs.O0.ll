; ModuleID = 'manyargs.c'
source_filename = "manyargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@h = internal global i32 -2128831035, align 4

; Function Attrs: noinline nounwind optnone
define dso_local i32 @eight(i8 noundef signext %0, i8 noundef zeroext %1, i16 noundef signext %2, i16 noundef zeroext %3, i32 noundef %4, i32 noundef %5, i8 noundef signext %6, i16 noundef zeroext %7) #0 {
  %9 = alloca i8, align 1
  %10 = alloca i8, align 1
  %11 = alloca i16, align 2
  %12 = alloca i16, align 2
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i8, align 1
  %16 = alloca i16, align 2
  store i8 %0, ptr %9, align 1
  store i8 %1, ptr %10, align 1
  store i16 %2, ptr %11, align 2
  store i16 %3, ptr %12, align 2
  store i32 %4, ptr %13, align 4
  store i32 %5, ptr %14, align 4
  store i8 %6, ptr %15, align 1
  store i16 %7, ptr %16, align 2
  %17 = load i8, ptr %9, align 1
  %18 = sext i8 %17 to i32
  %19 = mul nsw i32 %18, 3
  %20 = load i8, ptr %10, align 1
  %21 = zext i8 %20 to i32
  %22 = mul nsw i32 %21, 5
  %23 = add nsw i32 %19, %22
  %24 = load i16, ptr %11, align 2
  %25 = sext i16 %24 to i32
  %26 = mul nsw i32 %25, 7
  %27 = sub nsw i32 %23, %26
  %28 = load i16, ptr %12, align 2
  %29 = zext i16 %28 to i32
  %30 = add nsw i32 %27, %29
  %31 = load i32, ptr %13, align 4
  %32 = add nsw i32 %30, %31
  %33 = load i32, ptr %14, align 4
  %34 = and i32 %33, 65535
  %35 = sub nsw i32 %32, %34
  %36 = load i8, ptr %15, align 1
  %37 = sext i8 %36 to i32
  %38 = mul nsw i32 %37, 11
  %39 = add nsw i32 %35, %38
  %40 = load i16, ptr %16, align 2
  %41 = zext i16 %40 to i32
  %42 = mul nsw i32 %41, 13
  %43 = add nsw i32 %39, %42
  ret i32 %43
}

; Function Attrs: noinline nounwind optnone
define dso_local i64 @nine(i32 noundef %0, i64 noundef %1, i8 noundef signext %2, i64 noundef %3, i16 noundef zeroext %4, i32 noundef %5, i64 noundef %6, i8 noundef zeroext %7, i32 noundef %8) #0 {
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i8, align 1
  %13 = alloca i64, align 8
  %14 = alloca i16, align 2
  %15 = alloca i32, align 4
  %16 = alloca i64, align 8
  %17 = alloca i8, align 1
  %18 = alloca i32, align 4
  store i32 %0, ptr %10, align 4
  store i64 %1, ptr %11, align 8
  store i8 %2, ptr %12, align 1
  store i64 %3, ptr %13, align 8
  store i16 %4, ptr %14, align 2
  store i32 %5, ptr %15, align 4
  store i64 %6, ptr %16, align 8
  store i8 %7, ptr %17, align 1
  store i32 %8, ptr %18, align 4
  %19 = load i32, ptr %10, align 4
  %20 = sext i32 %19 to i64
  %21 = load i64, ptr %11, align 8
  %22 = mul nsw i64 %21, 2
  %23 = add nsw i64 %20, %22
  %24 = load i8, ptr %12, align 1
  %25 = sext i8 %24 to i64
  %26 = sub nsw i64 %23, %25
  %27 = load i64, ptr %13, align 8
  %28 = ashr i64 %27, 3
  %29 = add nsw i64 %26, %28
  %30 = load i16, ptr %14, align 2
  %31 = zext i16 %30 to i64
  %32 = load i32, ptr %15, align 4
  %33 = sext i32 %32 to i64
  %34 = mul nsw i64 %31, %33
  %35 = add nsw i64 %29, %34
  %36 = load i64, ptr %16, align 8
  %37 = sub nsw i64 %35, %36
  %38 = load i8, ptr %17, align 1
  %39 = zext i8 %38 to i32
  %40 = load i32, ptr %18, align 4
  %41 = mul nsw i32 %39, %40
  %42 = sext i32 %41 to i64
  %43 = add nsw i64 %37, %42
  ret i64 %43
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @ten(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9) #0 {
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  store i32 %0, ptr %11, align 4
  store i32 %1, ptr %12, align 4
  store i32 %2, ptr %13, align 4
  store i32 %3, ptr %14, align 4
  store i32 %4, ptr %15, align 4
  store i32 %5, ptr %16, align 4
  store i32 %6, ptr %17, align 4
  store i32 %7, ptr %18, align 4
  store i32 %8, ptr %19, align 4
  store i32 %9, ptr %20, align 4
  store i32 0, ptr %21, align 4
  %22 = load i32, ptr %21, align 4
  %23 = mul i32 %22, 31
  %24 = load i32, ptr %11, align 4
  %25 = add i32 %23, %24
  store i32 %25, ptr %21, align 4
  %26 = load i32, ptr %21, align 4
  %27 = mul i32 %26, 31
  %28 = load i32, ptr %12, align 4
  %29 = add i32 %27, %28
  store i32 %29, ptr %21, align 4
  %30 = load i32, ptr %21, align 4
  %31 = mul i32 %30, 31
  %32 = load i32, ptr %13, align 4
  %33 = add i32 %31, %32
  store i32 %33, ptr %21, align 4
  %34 = load i32, ptr %21, align 4
  %35 = mul i32 %34, 31
  %36 = load i32, ptr %14, align 4
  %37 = add i32 %35, %36
  store i32 %37, ptr %21, align 4
  %38 = load i32, ptr %21, align 4
  %39 = mul i32 %38, 31
  %40 = load i32, ptr %15, align 4
  %41 = add i32 %39, %40
  store i32 %41, ptr %21, align 4
  %42 = load i32, ptr %21, align 4
  %43 = mul i32 %42, 31
  %44 = load i32, ptr %16, align 4
  %45 = add i32 %43, %44
  store i32 %45, ptr %21, align 4
  %46 = load i32, ptr %21, align 4
  %47 = mul i32 %46, 31
  %48 = load i32, ptr %17, align 4
  %49 = add i32 %47, %48
  store i32 %49, ptr %21, align 4
  %50 = load i32, ptr %21, align 4
  %51 = mul i32 %50, 31
  %52 = load i32, ptr %18, align 4
  %53 = add i32 %51, %52
  store i32 %53, ptr %21, align 4
  %54 = load i32, ptr %21, align 4
  %55 = mul i32 %54, 31
  %56 = load i32, ptr %19, align 4
  %57 = add i32 %55, %56
  store i32 %57, ptr %21, align 4
  %58 = load i32, ptr %21, align 4
  %59 = mul i32 %58, 31
  %60 = load i32, ptr %20, align 4
  %61 = add i32 %59, %60
  store i32 %61, ptr %21, align 4
  %62 = load i32, ptr %21, align 4
  ret i32 %62
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @rotate_ten(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10) #0 {
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  store i32 %0, ptr %13, align 4
  store i32 %1, ptr %14, align 4
  store i32 %2, ptr %15, align 4
  store i32 %3, ptr %16, align 4
  store i32 %4, ptr %17, align 4
  store i32 %5, ptr %18, align 4
  store i32 %6, ptr %19, align 4
  store i32 %7, ptr %20, align 4
  store i32 %8, ptr %21, align 4
  store i32 %9, ptr %22, align 4
  store i32 %10, ptr %23, align 4
  %24 = load i32, ptr %23, align 4
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %26, label %38

26:                                               ; preds = %11
  %27 = load i32, ptr %13, align 4
  %28 = load i32, ptr %14, align 4
  %29 = load i32, ptr %15, align 4
  %30 = load i32, ptr %16, align 4
  %31 = load i32, ptr %17, align 4
  %32 = load i32, ptr %18, align 4
  %33 = load i32, ptr %19, align 4
  %34 = load i32, ptr %20, align 4
  %35 = load i32, ptr %21, align 4
  %36 = load i32, ptr %22, align 4
  %37 = call i32 @ten(i32 noundef %27, i32 noundef %28, i32 noundef %29, i32 noundef %30, i32 noundef %31, i32 noundef %32, i32 noundef %33, i32 noundef %34, i32 noundef %35, i32 noundef %36) #2
  store i32 %37, ptr %12, align 4
  br label %54

38:                                               ; preds = %11
  %39 = load i32, ptr %22, align 4
  %40 = load i32, ptr %13, align 4
  %41 = load i32, ptr %14, align 4
  %42 = load i32, ptr %15, align 4
  %43 = load i32, ptr %16, align 4
  %44 = load i32, ptr %17, align 4
  %45 = load i32, ptr %18, align 4
  %46 = load i32, ptr %19, align 4
  %47 = load i32, ptr %20, align 4
  %48 = load i32, ptr %21, align 4
  %49 = load i32, ptr %23, align 4
  %50 = sub nsw i32 %49, 1
  %51 = call i32 @rotate_ten(i32 noundef %39, i32 noundef %40, i32 noundef %41, i32 noundef %42, i32 noundef %43, i32 noundef %44, i32 noundef %45, i32 noundef %46, i32 noundef %47, i32 noundef %48, i32 noundef %50) #2
  %52 = load i32, ptr %13, align 4
  %53 = xor i32 %51, %52
  store i32 %53, ptr %12, align 4
  br label %54

54:                                               ; preds = %38, %26
  %55 = load i32, ptr %12, align 4
  ret i32 %55
}

; Function Attrs: noinline nounwind optnone
define dso_local signext i16 @narrow_mix(i8 noundef signext %0, i8 noundef zeroext %1, i16 noundef signext %2, i16 noundef zeroext %3, i8 noundef signext %4, i8 noundef zeroext %5, i16 noundef signext %6, i16 noundef zeroext %7) #0 {
  %9 = alloca i8, align 1
  %10 = alloca i8, align 1
  %11 = alloca i16, align 2
  %12 = alloca i16, align 2
  %13 = alloca i8, align 1
  %14 = alloca i8, align 1
  %15 = alloca i16, align 2
  %16 = alloca i16, align 2
  store i8 %0, ptr %9, align 1
  store i8 %1, ptr %10, align 1
  store i16 %2, ptr %11, align 2
  store i16 %3, ptr %12, align 2
  store i8 %4, ptr %13, align 1
  store i8 %5, ptr %14, align 1
  store i16 %6, ptr %15, align 2
  store i16 %7, ptr %16, align 2
  %17 = load i8, ptr %9, align 1
  %18 = sext i8 %17 to i32
  %19 = load i8, ptr %10, align 1
  %20 = zext i8 %19 to i32
  %21 = sub nsw i32 %18, %20
  %22 = load i16, ptr %11, align 2
  %23 = sext i16 %22 to i32
  %24 = add nsw i32 %21, %23
  %25 = load i16, ptr %12, align 2
  %26 = zext i16 %25 to i32
  %27 = sub nsw i32 %24, %26
  %28 = load i8, ptr %13, align 1
  %29 = sext i8 %28 to i32
  %30 = add nsw i32 %27, %29
  %31 = load i8, ptr %14, align 1
  %32 = zext i8 %31 to i32
  %33 = sub nsw i32 %30, %32
  %34 = load i16, ptr %15, align 2
  %35 = sext i16 %34 to i32
  %36 = add nsw i32 %33, %35
  %37 = load i16, ptr %16, align 2
  %38 = zext i16 %37 to i32
  %39 = sub nsw i32 %36, %38
  %40 = trunc i32 %39 to i16
  ret i16 %40
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca i16, align 2
  %7 = alloca i16, align 2
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i16, align 2
  %12 = alloca i16, align 2
  store i32 11259375, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %13

13:                                               ; preds = %144, %0
  %14 = load i32, ptr %2, align 4
  %15 = icmp slt i32 %14, 150
  br i1 %15, label %16, label %147

16:                                               ; preds = %13
  %17 = load i32, ptr %1, align 4
  %18 = mul i32 %17, 1103515245
  %19 = add i32 %18, 12345
  store i32 %19, ptr %1, align 4
  %20 = load i32, ptr %1, align 4
  %21 = load i32, ptr %1, align 4
  %22 = lshr i32 %21, 15
  %23 = xor i32 %20, %22
  store i32 %23, ptr %3, align 4
  %24 = load i32, ptr %3, align 4
  %25 = trunc i32 %24 to i8
  store i8 %25, ptr %4, align 1
  %26 = load i32, ptr %3, align 4
  %27 = lshr i32 %26, 8
  %28 = trunc i32 %27 to i8
  store i8 %28, ptr %5, align 1
  %29 = load i32, ptr %3, align 4
  %30 = lshr i32 %29, 3
  %31 = trunc i32 %30 to i16
  store i16 %31, ptr %6, align 2
  %32 = load i32, ptr %3, align 4
  %33 = lshr i32 %32, 16
  %34 = trunc i32 %33 to i16
  store i16 %34, ptr %7, align 2
  %35 = load i32, ptr %3, align 4
  %36 = and i32 %35, 1048575
  %37 = sub nsw i32 %36, 524288
  store i32 %37, ptr %8, align 4
  %38 = load i8, ptr %4, align 1
  %39 = load i8, ptr %5, align 1
  %40 = load i16, ptr %6, align 2
  %41 = load i16, ptr %7, align 2
  %42 = load i32, ptr %8, align 4
  %43 = load i32, ptr %3, align 4
  %44 = load i8, ptr %4, align 1
  %45 = sext i8 %44 to i32
  %46 = xor i32 %45, 85
  %47 = trunc i32 %46 to i8
  %48 = load i16, ptr %7, align 2
  %49 = zext i16 %48 to i32
  %50 = add i32 %49, 1
  %51 = trunc i32 %50 to i16
  %52 = call i32 @eight(i8 noundef signext %38, i8 noundef zeroext %39, i16 noundef signext %40, i16 noundef zeroext %41, i32 noundef %42, i32 noundef %43, i8 noundef signext %47, i16 noundef zeroext %51) #2
  call void @mix(i32 noundef %52) #2
  %53 = load i32, ptr %8, align 4
  %54 = sext i32 %53 to i64
  %55 = mul nsw i64 %54, 1048576
  %56 = load i16, ptr %7, align 2
  %57 = zext i16 %56 to i64
  %58 = add nsw i64 %55, %57
  store i64 %58, ptr %9, align 8
  %59 = load i32, ptr %8, align 4
  %60 = load i64, ptr %9, align 8
  %61 = load i8, ptr %4, align 1
  %62 = load i64, ptr %9, align 8
  %63 = sub nsw i64 0, %62
  %64 = load i16, ptr %7, align 2
  %65 = load i16, ptr %6, align 2
  %66 = sext i16 %65 to i32
  %67 = load i64, ptr %9, align 8
  %68 = sdiv i64 %67, 3
  %69 = load i8, ptr %5, align 1
  %70 = load i32, ptr %8, align 4
  %71 = ashr i32 %70, 4
  %72 = call i64 @nine(i32 noundef %59, i64 noundef %60, i8 noundef signext %61, i64 noundef %63, i16 noundef zeroext %64, i32 noundef %66, i64 noundef %68, i8 noundef zeroext %69, i32 noundef %71) #2
  store i64 %72, ptr %10, align 8
  %73 = load i64, ptr %10, align 8
  %74 = trunc i64 %73 to i32
  call void @mix(i32 noundef %74) #2
  %75 = load i64, ptr %10, align 8
  %76 = lshr i64 %75, 32
  %77 = trunc i64 %76 to i32
  call void @mix(i32 noundef %77) #2
  %78 = load i8, ptr %4, align 1
  %79 = load i8, ptr %5, align 1
  %80 = load i16, ptr %6, align 2
  %81 = load i16, ptr %7, align 2
  %82 = load i8, ptr %4, align 1
  %83 = sext i8 %82 to i32
  %84 = add nsw i32 %83, 1
  %85 = trunc i32 %84 to i8
  %86 = load i8, ptr %5, align 1
  %87 = zext i8 %86 to i32
  %88 = xor i32 %87, 1
  %89 = trunc i32 %88 to i8
  %90 = load i16, ptr %6, align 2
  %91 = sext i16 %90 to i32
  %92 = ashr i32 %91, 2
  %93 = trunc i32 %92 to i16
  %94 = load i16, ptr %7, align 2
  %95 = call signext i16 @narrow_mix(i8 noundef signext %78, i8 noundef zeroext %79, i16 noundef signext %80, i16 noundef zeroext %81, i8 noundef signext %85, i8 noundef zeroext %89, i16 noundef signext %93, i16 noundef zeroext %94) #2
  store i16 %95, ptr %11, align 2
  %96 = load i8, ptr %4, align 1
  %97 = sext i8 %96 to i32
  %98 = sub nsw i32 0, %97
  %99 = trunc i32 %98 to i8
  %100 = load i8, ptr %5, align 1
  %101 = load i16, ptr %6, align 2
  %102 = load i16, ptr %7, align 2
  %103 = load i8, ptr %4, align 1
  %104 = load i8, ptr %5, align 1
  %105 = load i16, ptr %6, align 2
  %106 = load i16, ptr %7, align 2
  %107 = zext i16 %106 to i32
  %108 = ashr i32 %107, 1
  %109 = trunc i32 %108 to i16
  %110 = call signext i16 @narrow_mix(i8 noundef signext %99, i8 noundef zeroext %100, i16 noundef signext %101, i16 noundef zeroext %102, i8 noundef signext %103, i8 noundef zeroext %104, i16 noundef signext %105, i16 noundef zeroext %109) #2
  store i16 %110, ptr %12, align 2
  %111 = load i16, ptr %11, align 2
  %112 = sext i16 %111 to i32
  %113 = load i16, ptr %12, align 2
  %114 = sext i16 %113 to i32
  %115 = shl i32 %114, 16
  %116 = xor i32 %112, %115
  call void @mix(i32 noundef %116) #2
  %117 = load i32, ptr %2, align 4
  %118 = srem i32 %117, 10
  %119 = icmp eq i32 %118, 0
  br i1 %119, label %120, label %143

120:                                              ; preds = %16
  %121 = load i32, ptr %3, align 4
  %122 = load i32, ptr %3, align 4
  %123 = lshr i32 %122, 1
  %124 = load i32, ptr %3, align 4
  %125 = lshr i32 %124, 2
  %126 = load i32, ptr %3, align 4
  %127 = lshr i32 %126, 3
  %128 = load i32, ptr %3, align 4
  %129 = lshr i32 %128, 4
  %130 = load i32, ptr %3, align 4
  %131 = lshr i32 %130, 5
  %132 = load i32, ptr %3, align 4
  %133 = lshr i32 %132, 6
  %134 = load i32, ptr %3, align 4
  %135 = lshr i32 %134, 7
  %136 = load i32, ptr %3, align 4
  %137 = lshr i32 %136, 8
  %138 = load i32, ptr %3, align 4
  %139 = lshr i32 %138, 9
  %140 = load i32, ptr %2, align 4
  %141 = srem i32 %140, 13
  %142 = call i32 @rotate_ten(i32 noundef %121, i32 noundef %123, i32 noundef %125, i32 noundef %127, i32 noundef %129, i32 noundef %131, i32 noundef %133, i32 noundef %135, i32 noundef %137, i32 noundef %139, i32 noundef %141) #2
  call void @mix(i32 noundef %142) #2
  br label %143

143:                                              ; preds = %120, %16
  br label %144

144:                                              ; preds = %143
  %145 = load i32, ptr %2, align 4
  %146 = add nsw i32 %145, 1
  store i32 %146, ptr %2, align 4
  br label %13, !llvm.loop !2

147:                                              ; preds = %13
  %148 = call i32 @eight(i8 noundef signext 1, i8 noundef zeroext 2, i16 noundef signext 3, i16 noundef zeroext 4, i32 noundef 5, i32 noundef 6, i8 noundef signext 7, i16 noundef zeroext 8) #2
  %149 = icmp ne i32 %148, 176
  br i1 %149, label %150, label %151

150:                                              ; preds = %147
  call void @abort() #2
  br label %151

151:                                              ; preds = %150, %147
  %152 = load i32, ptr @h, align 4
  %153 = and i32 %152, 2147483647
  ret i32 %153
}

; Function Attrs: noinline nounwind optnone
define internal void @mix(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr @h, align 4
  %4 = load i32, ptr %2, align 4
  %5 = xor i32 %3, %4
  %6 = mul i32 %5, 16777619
  store i32 %6, ptr @h, align 4
  ret void
}

declare dso_local void @abort() #1

attributes #0 = { noinline nounwind optnone "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
