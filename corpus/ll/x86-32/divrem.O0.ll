; ModuleID = 'divrem.c'
source_filename = "divrem.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

@nums = internal constant [16 x i32] [i32 0, i32 1, i32 -1, i32 7, i32 -7, i32 100, i32 -100, i32 2147483647, i32 -2147483648, i32 123456789, i32 -987654321, i32 65535, i32 -65536, i32 31, i32 -32, i32 1000000007], align 4
@dens = internal constant [16 x i32] [i32 1, i32 -1, i32 2, i32 -2, i32 3, i32 -3, i32 7, i32 -7, i32 10, i32 -10, i32 16, i32 -16, i32 1000, i32 -65537, i32 2147483647, i32 -2147483648], align 4
@h = internal global i32 -2128831035, align 4

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store i32 16, i32* %1, align 4
  store i32 16, i32* %2, align 4
  store i32 0, i32* %3, align 4
  br label %16

16:                                               ; preds = %99, %0
  %17 = load i32, i32* %3, align 4
  %18 = icmp slt i32 %17, 16
  br i1 %18, label %19, label %102

19:                                               ; preds = %16
  store i32 0, i32* %4, align 4
  br label %20

20:                                               ; preds = %95, %19
  %21 = load i32, i32* %4, align 4
  %22 = icmp slt i32 %21, 16
  br i1 %22, label %23, label %98

23:                                               ; preds = %20
  %24 = load i32, i32* %3, align 4
  %25 = getelementptr inbounds [16 x i32], [16 x i32]* @nums, i32 0, i32 %24
  %26 = load i32, i32* %25, align 4
  store i32 %26, i32* %5, align 4
  %27 = load i32, i32* %4, align 4
  %28 = getelementptr inbounds [16 x i32], [16 x i32]* @dens, i32 0, i32 %27
  %29 = load i32, i32* %28, align 4
  store i32 %29, i32* %6, align 4
  %30 = load i32, i32* %5, align 4
  %31 = icmp eq i32 %30, -2147483648
  br i1 %31, label %32, label %36

32:                                               ; preds = %23
  %33 = load i32, i32* %6, align 4
  %34 = icmp eq i32 %33, -1
  br i1 %34, label %35, label %36

35:                                               ; preds = %32
  br label %95

36:                                               ; preds = %32, %23
  %37 = load i32, i32* %5, align 4
  %38 = load i32, i32* %6, align 4
  %39 = call i32 @sdiv(i32 noundef %37, i32 noundef %38) #2
  store i32 %39, i32* %7, align 4
  %40 = load i32, i32* %5, align 4
  %41 = load i32, i32* %6, align 4
  %42 = call i32 @srem(i32 noundef %40, i32 noundef %41) #2
  store i32 %42, i32* %8, align 4
  %43 = load i32, i32* %7, align 4
  %44 = sext i32 %43 to i64
  %45 = load i32, i32* %6, align 4
  %46 = sext i32 %45 to i64
  %47 = mul nsw i64 %44, %46
  %48 = load i32, i32* %8, align 4
  %49 = sext i32 %48 to i64
  %50 = add nsw i64 %47, %49
  %51 = load i32, i32* %5, align 4
  %52 = sext i32 %51 to i64
  %53 = icmp ne i64 %50, %52
  br i1 %53, label %54, label %55

54:                                               ; preds = %36
  call void @abort() #2
  br label %55

55:                                               ; preds = %54, %36
  %56 = load i32, i32* %8, align 4
  %57 = icmp ne i32 %56, 0
  br i1 %57, label %58, label %67

58:                                               ; preds = %55
  %59 = load i32, i32* %8, align 4
  %60 = icmp slt i32 %59, 0
  %61 = zext i1 %60 to i32
  %62 = load i32, i32* %5, align 4
  %63 = icmp slt i32 %62, 0
  %64 = zext i1 %63 to i32
  %65 = icmp ne i32 %61, %64
  br i1 %65, label %66, label %67

66:                                               ; preds = %58
  call void @abort() #2
  br label %67

67:                                               ; preds = %66, %58, %55
  %68 = load i32, i32* %7, align 4
  call void @mix(i32 noundef %68) #2
  %69 = load i32, i32* %8, align 4
  call void @mix(i32 noundef %69) #2
  %70 = load i32, i32* %5, align 4
  store i32 %70, i32* %9, align 4
  %71 = load i32, i32* %6, align 4
  store i32 %71, i32* %10, align 4
  %72 = load i32, i32* %9, align 4
  %73 = load i32, i32* %10, align 4
  %74 = call i32 @udiv(i32 noundef %72, i32 noundef %73) #2
  store i32 %74, i32* %11, align 4
  %75 = load i32, i32* %9, align 4
  %76 = load i32, i32* %10, align 4
  %77 = call i32 @urem(i32 noundef %75, i32 noundef %76) #2
  store i32 %77, i32* %12, align 4
  %78 = load i32, i32* %11, align 4
  %79 = load i32, i32* %10, align 4
  %80 = mul i32 %78, %79
  %81 = load i32, i32* %12, align 4
  %82 = add i32 %80, %81
  %83 = load i32, i32* %9, align 4
  %84 = icmp ne i32 %82, %83
  br i1 %84, label %89, label %85

85:                                               ; preds = %67
  %86 = load i32, i32* %12, align 4
  %87 = load i32, i32* %10, align 4
  %88 = icmp uge i32 %86, %87
  br i1 %88, label %89, label %90

89:                                               ; preds = %85, %67
  call void @abort() #2
  br label %90

90:                                               ; preds = %89, %85
  %91 = load i32, i32* %11, align 4
  %92 = load i32, i32* %12, align 4
  %93 = shl i32 %92, 7
  %94 = xor i32 %91, %93
  call void @mix(i32 noundef %94) #2
  br label %95

95:                                               ; preds = %90, %35
  %96 = load i32, i32* %4, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, i32* %4, align 4
  br label %20, !llvm.loop !3

98:                                               ; preds = %20
  br label %99

99:                                               ; preds = %98
  %100 = load i32, i32* %3, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, i32* %3, align 4
  br label %16, !llvm.loop !5

102:                                              ; preds = %16
  %103 = call i32 @sdiv(i32 noundef -7, i32 noundef 2) #2
  %104 = icmp ne i32 %103, -3
  br i1 %104, label %114, label %105

105:                                              ; preds = %102
  %106 = call i32 @srem(i32 noundef -7, i32 noundef 2) #2
  %107 = icmp ne i32 %106, -1
  br i1 %107, label %114, label %108

108:                                              ; preds = %105
  %109 = call i32 @sdiv(i32 noundef 7, i32 noundef -2) #2
  %110 = icmp ne i32 %109, -3
  br i1 %110, label %114, label %111

111:                                              ; preds = %108
  %112 = call i32 @srem(i32 noundef 7, i32 noundef -2) #2
  %113 = icmp ne i32 %112, 1
  br i1 %113, label %114, label %115

114:                                              ; preds = %111, %108, %105, %102
  call void @abort() #2
  br label %115

115:                                              ; preds = %114, %111
  store i32 77, i32* %13, align 4
  store i32 0, i32* %14, align 4
  br label %116

116:                                              ; preds = %143, %115
  %117 = load i32, i32* %14, align 4
  %118 = icmp slt i32 %117, 500
  br i1 %118, label %119, label %146

119:                                              ; preds = %116
  %120 = load i32, i32* %13, align 4
  %121 = mul i32 %120, 1664525
  %122 = add i32 %121, 1013904223
  store i32 %122, i32* %13, align 4
  %123 = load i32, i32* %13, align 4
  store i32 %123, i32* %15, align 4
  %124 = load i32, i32* %15, align 4
  %125 = call i32 @by_consts(i32 noundef %124) #2
  call void @mix(i32 noundef %125) #2
  %126 = load i32, i32* %13, align 4
  %127 = call i32 @by_uconsts(i32 noundef %126) #2
  call void @mix(i32 noundef %127) #2
  %128 = load i32, i32* %13, align 4
  %129 = trunc i32 %128 to i8
  %130 = load i32, i32* %13, align 4
  %131 = lshr i32 %130, 8
  %132 = trunc i32 %131 to i8
  %133 = load i32, i32* %13, align 4
  %134 = lshr i32 %133, 16
  %135 = trunc i32 %134 to i16
  %136 = load i32, i32* %13, align 4
  %137 = lshr i32 %136, 5
  %138 = trunc i32 %137 to i16
  %139 = load i32, i32* %13, align 4
  %140 = lshr i32 %139, 24
  %141 = trunc i32 %140 to i8
  %142 = call i32 @narrow_div(i8 noundef signext %129, i8 noundef signext %132, i16 noundef signext %135, i16 noundef zeroext %138, i8 noundef zeroext %141) #2
  call void @mix(i32 noundef %142) #2
  br label %143

143:                                              ; preds = %119
  %144 = load i32, i32* %14, align 4
  %145 = add nsw i32 %144, 1
  store i32 %145, i32* %14, align 4
  br label %116, !llvm.loop !6

146:                                              ; preds = %116
  %147 = call i32 @narrow_div(i8 noundef signext -128, i8 noundef signext -1, i16 noundef signext -32768, i16 noundef zeroext 1, i8 noundef zeroext 0) #2
  call void @mix(i32 noundef %147) #2
  %148 = load i32, i32* @h, align 4
  %149 = and i32 %148, 2147483647
  ret i32 %149
}

; Function Attrs: noinline nounwind optnone
define internal i32 @sdiv(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = sdiv i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define internal i32 @srem(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = srem i32 %5, %6
  ret i32 %7
}

declare dso_local void @abort() #1

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
define internal i32 @udiv(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = udiv i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define internal i32 @urem(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = urem i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define internal i32 @by_consts(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = sdiv i32 %3, 3
  %5 = load i32, i32* %2, align 4
  %6 = srem i32 %5, 3
  %7 = add nsw i32 %4, %6
  %8 = load i32, i32* %2, align 4
  %9 = sdiv i32 %8, 7
  %10 = add nsw i32 %7, %9
  %11 = load i32, i32* %2, align 4
  %12 = srem i32 %11, 7
  %13 = sub nsw i32 %10, %12
  %14 = load i32, i32* %2, align 4
  %15 = sdiv i32 %14, 10
  %16 = add nsw i32 %13, %15
  %17 = load i32, i32* %2, align 4
  %18 = srem i32 %17, 10
  %19 = add nsw i32 %16, %18
  %20 = load i32, i32* %2, align 4
  %21 = sdiv i32 %20, 16
  %22 = add nsw i32 %19, %21
  %23 = load i32, i32* %2, align 4
  %24 = srem i32 %23, 16
  %25 = sub nsw i32 %22, %24
  %26 = load i32, i32* %2, align 4
  %27 = sdiv i32 %26, -5
  %28 = add nsw i32 %25, %27
  %29 = load i32, i32* %2, align 4
  %30 = srem i32 %29, -5
  %31 = add nsw i32 %28, %30
  %32 = load i32, i32* %2, align 4
  %33 = sdiv i32 %32, 1000
  %34 = add nsw i32 %31, %33
  ret i32 %34
}

; Function Attrs: noinline nounwind optnone
define internal i32 @by_uconsts(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = udiv i32 %3, 3
  %5 = load i32, i32* %2, align 4
  %6 = urem i32 %5, 3
  %7 = add i32 %4, %6
  %8 = load i32, i32* %2, align 4
  %9 = udiv i32 %8, 7
  %10 = add i32 %7, %9
  %11 = load i32, i32* %2, align 4
  %12 = urem i32 %11, 7
  %13 = add i32 %10, %12
  %14 = load i32, i32* %2, align 4
  %15 = udiv i32 %14, 10
  %16 = add i32 %13, %15
  %17 = load i32, i32* %2, align 4
  %18 = urem i32 %17, 10
  %19 = add i32 %16, %18
  %20 = load i32, i32* %2, align 4
  %21 = udiv i32 %20, 16
  %22 = add i32 %19, %21
  %23 = load i32, i32* %2, align 4
  %24 = urem i32 %23, 16
  %25 = add i32 %22, %24
  %26 = load i32, i32* %2, align 4
  %27 = udiv i32 %26, 641
  %28 = add i32 %25, %27
  %29 = load i32, i32* %2, align 4
  %30 = urem i32 %29, 1000
  %31 = add i32 %28, %30
  ret i32 %31
}

; Function Attrs: noinline nounwind optnone
define internal i32 @narrow_div(i8 noundef signext %0, i8 noundef signext %1, i16 noundef signext %2, i16 noundef zeroext %3, i8 noundef zeroext %4) #0 {
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  %8 = alloca i16, align 2
  %9 = alloca i16, align 2
  %10 = alloca i8, align 1
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i8 %0, i8* %6, align 1
  store i8 %1, i8* %7, align 1
  store i16 %2, i16* %8, align 2
  store i16 %3, i16* %9, align 2
  store i8 %4, i8* %10, align 1
  %15 = load i8, i8* %7, align 1
  %16 = sext i8 %15 to i32
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %18, label %24

18:                                               ; preds = %5
  %19 = load i8, i8* %6, align 1
  %20 = sext i8 %19 to i32
  %21 = load i8, i8* %7, align 1
  %22 = sext i8 %21 to i32
  %23 = sdiv i32 %20, %22
  br label %25

24:                                               ; preds = %5
  br label %25

25:                                               ; preds = %24, %18
  %26 = phi i32 [ %23, %18 ], [ 0, %24 ]
  store i32 %26, i32* %11, align 4
  %27 = load i8, i8* %7, align 1
  %28 = sext i8 %27 to i32
  %29 = icmp ne i32 %28, 0
  br i1 %29, label %30, label %36

30:                                               ; preds = %25
  %31 = load i8, i8* %6, align 1
  %32 = sext i8 %31 to i32
  %33 = load i8, i8* %7, align 1
  %34 = sext i8 %33 to i32
  %35 = srem i32 %32, %34
  br label %37

36:                                               ; preds = %25
  br label %37

37:                                               ; preds = %36, %30
  %38 = phi i32 [ %35, %30 ], [ 0, %36 ]
  store i32 %38, i32* %12, align 4
  %39 = load i16, i16* %9, align 2
  %40 = zext i16 %39 to i32
  %41 = icmp ne i32 %40, 0
  br i1 %41, label %42, label %48

42:                                               ; preds = %37
  %43 = load i16, i16* %8, align 2
  %44 = sext i16 %43 to i32
  %45 = load i16, i16* %9, align 2
  %46 = zext i16 %45 to i32
  %47 = sdiv i32 %44, %46
  br label %49

48:                                               ; preds = %37
  br label %49

49:                                               ; preds = %48, %42
  %50 = phi i32 [ %47, %42 ], [ 0, %48 ]
  store i32 %50, i32* %13, align 4
  %51 = load i8, i8* %10, align 1
  %52 = zext i8 %51 to i32
  %53 = icmp ne i32 %52, 0
  br i1 %53, label %54, label %60

54:                                               ; preds = %49
  %55 = load i16, i16* %9, align 2
  %56 = zext i16 %55 to i32
  %57 = load i8, i8* %10, align 1
  %58 = zext i8 %57 to i32
  %59 = srem i32 %56, %58
  br label %61

60:                                               ; preds = %49
  br label %61

61:                                               ; preds = %60, %54
  %62 = phi i32 [ %59, %54 ], [ 0, %60 ]
  store i32 %62, i32* %14, align 4
  %63 = load i32, i32* %11, align 4
  %64 = mul nsw i32 %63, 1000000
  %65 = load i32, i32* %12, align 4
  %66 = mul nsw i32 %65, 10000
  %67 = add nsw i32 %64, %66
  %68 = load i32, i32* %13, align 4
  %69 = mul nsw i32 %68, 100
  %70 = add nsw i32 %67, %69
  %71 = load i32, i32* %14, align 4
  %72 = add nsw i32 %70, %71
  ret i32 %72
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.mustprogress"}
!5 = distinct !{!5, !4}
!6 = distinct !{!6, !4}
