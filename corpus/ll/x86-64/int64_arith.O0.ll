; ModuleID = 'int64_arith.c'
source_filename = "int64_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@vals = internal constant [15 x i64] [i64 0, i64 1, i64 -1, i64 2147483647, i64 -2147483648, i64 2147483648, i64 4294967295, i64 4294967296, i64 -4294967296, i64 81985529216486895, i64 -81985529216486895, i64 9223372036854775807, i64 -9223372036854775808, i64 1000000007, i64 -999999999999], align 16
@h = internal global i32 -2128831035, align 4

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  store i32 15, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %18

18:                                               ; preds = %104, %0
  %19 = load i32, i32* %2, align 4
  %20 = icmp slt i32 %19, 15
  br i1 %20, label %21, label %107

21:                                               ; preds = %18
  store i32 0, i32* %3, align 4
  br label %22

22:                                               ; preds = %100, %21
  %23 = load i32, i32* %3, align 4
  %24 = icmp slt i32 %23, 15
  br i1 %24, label %25, label %103

25:                                               ; preds = %22
  %26 = load i32, i32* %2, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [15 x i64], [15 x i64]* @vals, i64 0, i64 %27
  %29 = load i64, i64* %28, align 8
  store i64 %29, i64* %4, align 8
  %30 = load i32, i32* %3, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [15 x i64], [15 x i64]* @vals, i64 0, i64 %31
  %33 = load i64, i64* %32, align 8
  store i64 %33, i64* %5, align 8
  %34 = load i64, i64* %4, align 8
  %35 = load i64, i64* %5, align 8
  %36 = call i32 @cmp_signed(i64 noundef %34, i64 noundef %35) #2
  %37 = add nsw i32 %36, 1
  %38 = load i64, i64* %4, align 8
  %39 = load i64, i64* %5, align 8
  %40 = call i32 @cmp_unsigned(i64 noundef %38, i64 noundef %39) #2
  %41 = add nsw i32 %40, 1
  %42 = shl i32 %41, 2
  %43 = or i32 %37, %42
  call void @mix(i32 noundef %43) #2
  %44 = load i64, i64* %4, align 8
  %45 = load i64, i64* %5, align 8
  %46 = add i64 %44, %45
  call void @mix64(i64 noundef %46) #2
  %47 = load i64, i64* %4, align 8
  %48 = load i64, i64* %5, align 8
  %49 = mul i64 %47, %48
  call void @mix64(i64 noundef %49) #2
  %50 = load i64, i64* %5, align 8
  %51 = icmp ne i64 %50, 0
  br i1 %51, label %52, label %76

52:                                               ; preds = %25
  %53 = load i64, i64* %4, align 8
  %54 = icmp eq i64 %53, -9223372036854775808
  br i1 %54, label %55, label %58

55:                                               ; preds = %52
  %56 = load i64, i64* %5, align 8
  %57 = icmp eq i64 %56, -1
  br i1 %57, label %76, label %58

58:                                               ; preds = %55, %52
  %59 = load i64, i64* %4, align 8
  %60 = load i64, i64* %5, align 8
  %61 = sdiv i64 %59, %60
  store i64 %61, i64* %6, align 8
  %62 = load i64, i64* %4, align 8
  %63 = load i64, i64* %5, align 8
  %64 = srem i64 %62, %63
  store i64 %64, i64* %7, align 8
  %65 = load i64, i64* %6, align 8
  %66 = load i64, i64* %5, align 8
  %67 = mul i64 %65, %66
  %68 = load i64, i64* %7, align 8
  %69 = add i64 %67, %68
  %70 = load i64, i64* %4, align 8
  %71 = icmp ne i64 %69, %70
  br i1 %71, label %72, label %73

72:                                               ; preds = %58
  call void @abort() #2
  br label %73

73:                                               ; preds = %72, %58
  %74 = load i64, i64* %6, align 8
  call void @mix64(i64 noundef %74) #2
  %75 = load i64, i64* %7, align 8
  call void @mix64(i64 noundef %75) #2
  br label %76

76:                                               ; preds = %73, %55, %25
  %77 = load i64, i64* %5, align 8
  %78 = icmp ne i64 %77, 0
  br i1 %78, label %79, label %99

79:                                               ; preds = %76
  %80 = load i64, i64* %4, align 8
  %81 = load i64, i64* %5, align 8
  %82 = udiv i64 %80, %81
  store i64 %82, i64* %8, align 8
  %83 = load i64, i64* %4, align 8
  %84 = load i64, i64* %5, align 8
  %85 = urem i64 %83, %84
  store i64 %85, i64* %9, align 8
  %86 = load i64, i64* %8, align 8
  %87 = load i64, i64* %5, align 8
  %88 = mul i64 %86, %87
  %89 = load i64, i64* %9, align 8
  %90 = add i64 %88, %89
  %91 = load i64, i64* %4, align 8
  %92 = icmp ne i64 %90, %91
  br i1 %92, label %93, label %94

93:                                               ; preds = %79
  call void @abort() #2
  br label %94

94:                                               ; preds = %93, %79
  %95 = load i64, i64* %8, align 8
  %96 = load i64, i64* %9, align 8
  %97 = shl i64 %96, 1
  %98 = xor i64 %95, %97
  call void @mix64(i64 noundef %98) #2
  br label %99

99:                                               ; preds = %94, %76
  br label %100

100:                                              ; preds = %99
  %101 = load i32, i32* %3, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, i32* %3, align 4
  br label %22, !llvm.loop !2

103:                                              ; preds = %22
  br label %104

104:                                              ; preds = %103
  %105 = load i32, i32* %2, align 4
  %106 = add nsw i32 %105, 1
  store i32 %106, i32* %2, align 4
  br label %18, !llvm.loop !4

107:                                              ; preds = %18
  store i64 88172645463325252, i64* %10, align 8
  store i32 0, i32* %11, align 4
  br label %108

108:                                              ; preds = %160, %107
  %109 = load i32, i32* %11, align 4
  %110 = icmp slt i32 %109, 120
  br i1 %110, label %111, label %163

111:                                              ; preds = %108
  %112 = load i64, i64* %10, align 8
  %113 = mul i64 %112, 6364136223846793005
  %114 = add i64 %113, 1442695040888963407
  store i64 %114, i64* %10, align 8
  %115 = load i64, i64* %10, align 8
  %116 = trunc i64 %115 to i32
  store i32 %116, i32* %12, align 4
  %117 = load i64, i64* %10, align 8
  %118 = lshr i64 %117, 32
  %119 = trunc i64 %118 to i32
  store i32 %119, i32* %13, align 4
  %120 = load i32, i32* %12, align 4
  %121 = zext i32 %120 to i64
  %122 = load i32, i32* %13, align 4
  %123 = zext i32 %122 to i64
  %124 = mul i64 %121, %123
  store i64 %124, i64* %14, align 8
  %125 = load i32, i32* %12, align 4
  %126 = sext i32 %125 to i64
  %127 = load i32, i32* %13, align 4
  %128 = sext i32 %127 to i64
  %129 = mul nsw i64 %126, %128
  store i64 %129, i64* %15, align 8
  %130 = load i64, i64* %14, align 8
  call void @mix64(i64 noundef %130) #2
  %131 = load i64, i64* %15, align 8
  call void @mix64(i64 noundef %131) #2
  %132 = load i64, i64* %10, align 8
  %133 = lshr i64 %132, 58
  %134 = trunc i64 %133 to i32
  store i32 %134, i32* %16, align 4
  %135 = load i64, i64* %10, align 8
  %136 = load i32, i32* %16, align 4
  %137 = zext i32 %136 to i64
  %138 = lshr i64 %135, %137
  call void @mix64(i64 noundef %138) #2
  %139 = load i64, i64* %10, align 8
  %140 = load i32, i32* %16, align 4
  %141 = zext i32 %140 to i64
  %142 = ashr i64 %139, %141
  call void @mix64(i64 noundef %142) #2
  %143 = load i64, i64* %10, align 8
  %144 = load i32, i32* %16, align 4
  %145 = sub i32 63, %144
  %146 = zext i32 %145 to i64
  %147 = shl i64 %143, %146
  call void @mix64(i64 noundef %147) #2
  %148 = load i32, i32* %12, align 4
  %149 = sext i32 %148 to i64
  call void @mix64(i64 noundef %149) #2
  %150 = load i32, i32* %12, align 4
  %151 = zext i32 %150 to i64
  call void @mix64(i64 noundef %151) #2
  %152 = load i32, i32* %11, align 4
  %153 = srem i32 %152, 8
  %154 = icmp eq i32 %153, 0
  br i1 %154, label %155, label %159

155:                                              ; preds = %111
  %156 = load i64, i64* %10, align 8
  %157 = lshr i64 %156, 4
  %158 = call i64 @isqrt64(i64 noundef %157) #2
  call void @mix64(i64 noundef %158) #2
  br label %159

159:                                              ; preds = %155, %111
  br label %160

160:                                              ; preds = %159
  %161 = load i32, i32* %11, align 4
  %162 = add nsw i32 %161, 1
  store i32 %162, i32* %11, align 4
  br label %108, !llvm.loop !5

163:                                              ; preds = %108
  %164 = call i64 @isqrt64(i64 noundef 1152921504606846975) #2
  store i64 %164, i64* %17, align 8
  %165 = load i64, i64* %17, align 8
  %166 = load i64, i64* %17, align 8
  %167 = mul i64 %165, %166
  %168 = icmp ugt i64 %167, 1152921504606846975
  br i1 %168, label %176, label %169

169:                                              ; preds = %163
  %170 = load i64, i64* %17, align 8
  %171 = add i64 %170, 1
  %172 = load i64, i64* %17, align 8
  %173 = add i64 %172, 1
  %174 = mul i64 %171, %173
  %175 = icmp ule i64 %174, 1152921504606846975
  br i1 %175, label %176, label %177

176:                                              ; preds = %169, %163
  call void @abort() #2
  br label %177

177:                                              ; preds = %176, %169
  %178 = call i64 @powmod(i64 noundef 2, i64 noundef 1000003, i64 noundef 1000000007) #2
  call void @mix64(i64 noundef %178) #2
  %179 = call i64 @powmod(i64 noundef 123456789, i64 noundef 65537, i64 noundef 4611686018427387845) #2
  call void @mix64(i64 noundef %179) #2
  %180 = load i32, i32* @h, align 4
  %181 = and i32 %180, 2147483647
  ret i32 %181
}

; Function Attrs: noinline nounwind optnone
define internal void @mix(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* @h, align 4
  %4 = load i32, i32* %2, align 4
  %5 = xor i32 %3, %4
  %6 = mul i32 %5, 16777619
  store i32 %6, i32* @h, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @cmp_signed(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %3, align 8
  %6 = load i64, i64* %4, align 8
  %7 = icmp sgt i64 %5, %6
  %8 = zext i1 %7 to i32
  %9 = load i64, i64* %3, align 8
  %10 = load i64, i64* %4, align 8
  %11 = icmp slt i64 %9, %10
  %12 = zext i1 %11 to i32
  %13 = sub nsw i32 %8, %12
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone
define internal i32 @cmp_unsigned(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %3, align 8
  %6 = load i64, i64* %4, align 8
  %7 = icmp ugt i64 %5, %6
  %8 = zext i1 %7 to i32
  %9 = load i64, i64* %3, align 8
  %10 = load i64, i64* %4, align 8
  %11 = icmp ult i64 %9, %10
  %12 = zext i1 %11 to i32
  %13 = sub nsw i32 %8, %12
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone
define internal void @mix64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = trunc i64 %3 to i32
  call void @mix(i32 noundef %4) #2
  %5 = load i64, i64* %2, align 8
  %6 = lshr i64 %5, 32
  %7 = trunc i64 %6 to i32
  call void @mix(i32 noundef %7) #2
  ret void
}

declare dso_local void @abort() #1

; Function Attrs: noinline nounwind optnone
define internal i64 @isqrt64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  %6 = load i64, i64* %3, align 8
  store i64 %6, i64* %4, align 8
  %7 = load i64, i64* %4, align 8
  %8 = add i64 %7, 1
  %9 = udiv i64 %8, 2
  store i64 %9, i64* %5, align 8
  %10 = load i64, i64* %3, align 8
  %11 = icmp ult i64 %10, 2
  br i1 %11, label %12, label %14

12:                                               ; preds = %1
  %13 = load i64, i64* %3, align 8
  store i64 %13, i64* %2, align 8
  br label %29

14:                                               ; preds = %1
  br label %15

15:                                               ; preds = %19, %14
  %16 = load i64, i64* %5, align 8
  %17 = load i64, i64* %4, align 8
  %18 = icmp ult i64 %16, %17
  br i1 %18, label %19, label %27

19:                                               ; preds = %15
  %20 = load i64, i64* %5, align 8
  store i64 %20, i64* %4, align 8
  %21 = load i64, i64* %4, align 8
  %22 = load i64, i64* %3, align 8
  %23 = load i64, i64* %4, align 8
  %24 = udiv i64 %22, %23
  %25 = add i64 %21, %24
  %26 = udiv i64 %25, 2
  store i64 %26, i64* %5, align 8
  br label %15, !llvm.loop !6

27:                                               ; preds = %15
  %28 = load i64, i64* %4, align 8
  store i64 %28, i64* %2, align 8
  br label %29

29:                                               ; preds = %27, %12
  %30 = load i64, i64* %2, align 8
  ret i64 %30
}

; Function Attrs: noinline nounwind optnone
define internal i64 @powmod(i64 noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, i64* %4, align 8
  store i64 %1, i64* %5, align 8
  store i64 %2, i64* %6, align 8
  %8 = load i64, i64* %6, align 8
  %9 = urem i64 1, %8
  store i64 %9, i64* %7, align 8
  %10 = load i64, i64* %6, align 8
  %11 = load i64, i64* %4, align 8
  %12 = urem i64 %11, %10
  store i64 %12, i64* %4, align 8
  br label %13

13:                                               ; preds = %25, %3
  %14 = load i64, i64* %5, align 8
  %15 = icmp ne i64 %14, 0
  br i1 %15, label %16, label %32

16:                                               ; preds = %13
  %17 = load i64, i64* %5, align 8
  %18 = and i64 %17, 1
  %19 = icmp ne i64 %18, 0
  br i1 %19, label %20, label %25

20:                                               ; preds = %16
  %21 = load i64, i64* %7, align 8
  %22 = load i64, i64* %4, align 8
  %23 = load i64, i64* %6, align 8
  %24 = call i64 @mulmod(i64 noundef %21, i64 noundef %22, i64 noundef %23) #2
  store i64 %24, i64* %7, align 8
  br label %25

25:                                               ; preds = %20, %16
  %26 = load i64, i64* %4, align 8
  %27 = load i64, i64* %4, align 8
  %28 = load i64, i64* %6, align 8
  %29 = call i64 @mulmod(i64 noundef %26, i64 noundef %27, i64 noundef %28) #2
  store i64 %29, i64* %4, align 8
  %30 = load i64, i64* %5, align 8
  %31 = lshr i64 %30, 1
  store i64 %31, i64* %5, align 8
  br label %13, !llvm.loop !7

32:                                               ; preds = %13
  %33 = load i64, i64* %7, align 8
  ret i64 %33
}

; Function Attrs: noinline nounwind optnone
define internal i64 @mulmod(i64 noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, i64* %4, align 8
  store i64 %1, i64* %5, align 8
  store i64 %2, i64* %6, align 8
  store i64 0, i64* %7, align 8
  %8 = load i64, i64* %6, align 8
  %9 = load i64, i64* %4, align 8
  %10 = urem i64 %9, %8
  store i64 %10, i64* %4, align 8
  br label %11

11:                                               ; preds = %40, %3
  %12 = load i64, i64* %5, align 8
  %13 = icmp ne i64 %12, 0
  br i1 %13, label %14, label %43

14:                                               ; preds = %11
  %15 = load i64, i64* %5, align 8
  %16 = and i64 %15, 1
  %17 = icmp ne i64 %16, 0
  br i1 %17, label %18, label %30

18:                                               ; preds = %14
  %19 = load i64, i64* %4, align 8
  %20 = load i64, i64* %7, align 8
  %21 = add i64 %20, %19
  store i64 %21, i64* %7, align 8
  %22 = load i64, i64* %7, align 8
  %23 = load i64, i64* %6, align 8
  %24 = icmp uge i64 %22, %23
  br i1 %24, label %25, label %29

25:                                               ; preds = %18
  %26 = load i64, i64* %6, align 8
  %27 = load i64, i64* %7, align 8
  %28 = sub i64 %27, %26
  store i64 %28, i64* %7, align 8
  br label %29

29:                                               ; preds = %25, %18
  br label %30

30:                                               ; preds = %29, %14
  %31 = load i64, i64* %4, align 8
  %32 = shl i64 %31, 1
  store i64 %32, i64* %4, align 8
  %33 = load i64, i64* %4, align 8
  %34 = load i64, i64* %6, align 8
  %35 = icmp uge i64 %33, %34
  br i1 %35, label %36, label %40

36:                                               ; preds = %30
  %37 = load i64, i64* %6, align 8
  %38 = load i64, i64* %4, align 8
  %39 = sub i64 %38, %37
  store i64 %39, i64* %4, align 8
  br label %40

40:                                               ; preds = %36, %30
  %41 = load i64, i64* %5, align 8
  %42 = lshr i64 %41, 1
  store i64 %42, i64* %5, align 8
  br label %11, !llvm.loop !8

43:                                               ; preds = %11
  %44 = load i64, i64* %7, align 8
  ret i64 %44
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
!7 = distinct !{!7, !3}
!8 = distinct !{!8, !3}
