; ModuleID = 'matrix2d.c'
source_filename = "matrix2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@A = dso_local global [7 x [7 x i32]] zeroinitializer, align 16
@B = dso_local global [7 x [7 x i32]] zeroinitializer, align 16
@S = internal global [8 x [8 x i32]] zeroinitializer, align 16
@h = internal global i32 -2128831035, align 4

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x [7 x i32]], align 16
  %3 = alloca [7 x [7 x i32]], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [4 x [4 x i32]], align 16
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i64, align 8
  store i32 99, ptr %1, align 4
  store i32 0, ptr %4, align 4
  br label %16

16:                                               ; preds = %50, %0
  %17 = load i32, ptr %4, align 4
  %18 = icmp slt i32 %17, 7
  br i1 %18, label %19, label %53

19:                                               ; preds = %16
  store i32 0, ptr %5, align 4
  br label %20

20:                                               ; preds = %46, %19
  %21 = load i32, ptr %5, align 4
  %22 = icmp slt i32 %21, 7
  br i1 %22, label %23, label %49

23:                                               ; preds = %20
  %24 = load i32, ptr %1, align 4
  %25 = mul i32 %24, 1103515245
  %26 = add i32 %25, 12345
  store i32 %26, ptr %1, align 4
  %27 = load i32, ptr %1, align 4
  %28 = lshr i32 %27, 16
  %29 = urem i32 %28, 31
  %30 = sub nsw i32 %29, 15
  %31 = load i32, ptr %4, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [7 x [7 x i32]], ptr @A, i64 0, i64 %32
  %34 = load i32, ptr %5, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [7 x i32], ptr %33, i64 0, i64 %35
  store i32 %30, ptr %36, align 4
  %37 = load i32, ptr %1, align 4
  %38 = lshr i32 %37, 8
  %39 = urem i32 %38, 17
  %40 = load i32, ptr %4, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [7 x [7 x i32]], ptr @B, i64 0, i64 %41
  %43 = load i32, ptr %5, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [7 x i32], ptr %42, i64 0, i64 %44
  store i32 %39, ptr %45, align 4
  br label %46

46:                                               ; preds = %23
  %47 = load i32, ptr %5, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %5, align 4
  br label %20, !llvm.loop !2

49:                                               ; preds = %20
  br label %50

50:                                               ; preds = %49
  %51 = load i32, ptr %4, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %4, align 4
  br label %16, !llvm.loop !4

53:                                               ; preds = %16
  store i32 0, ptr %6, align 4
  br label %54

54:                                               ; preds = %100, %53
  %55 = load i32, ptr %6, align 4
  %56 = icmp slt i32 %55, 5
  br i1 %56, label %57, label %103

57:                                               ; preds = %54
  %58 = getelementptr inbounds [7 x [7 x i32]], ptr %2, i64 0, i64 0
  call void @matmul(ptr noundef %58, ptr noundef @A, ptr noundef @B) #2
  %59 = getelementptr inbounds [7 x [7 x i32]], ptr %2, i64 0, i64 0
  call void @transpose(ptr noundef %59) #2
  %60 = getelementptr inbounds [7 x [7 x i32]], ptr %3, i64 0, i64 0
  %61 = getelementptr inbounds [7 x [7 x i32]], ptr %2, i64 0, i64 0
  call void @rotate(ptr noundef %60, ptr noundef %61) #2
  store i32 0, ptr %7, align 4
  br label %62

62:                                               ; preds = %88, %57
  %63 = load i32, ptr %7, align 4
  %64 = icmp slt i32 %63, 7
  br i1 %64, label %65, label %91

65:                                               ; preds = %62
  store i32 0, ptr %8, align 4
  br label %66

66:                                               ; preds = %84, %65
  %67 = load i32, ptr %8, align 4
  %68 = icmp slt i32 %67, 7
  br i1 %68, label %69, label %87

69:                                               ; preds = %66
  %70 = load i32, ptr %7, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [7 x [7 x i32]], ptr %3, i64 0, i64 %71
  %73 = load i32, ptr %8, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [7 x i32], ptr %72, i64 0, i64 %74
  %76 = load i32, ptr %75, align 4
  %77 = srem i32 %76, 23
  %78 = load i32, ptr %7, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [7 x [7 x i32]], ptr @B, i64 0, i64 %79
  %81 = load i32, ptr %8, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [7 x i32], ptr %80, i64 0, i64 %82
  store i32 %77, ptr %83, align 4
  br label %84

84:                                               ; preds = %69
  %85 = load i32, ptr %8, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %8, align 4
  br label %66, !llvm.loop !5

87:                                               ; preds = %66
  br label %88

88:                                               ; preds = %87
  %89 = load i32, ptr %7, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %7, align 4
  br label %62, !llvm.loop !6

91:                                               ; preds = %62
  %92 = load i32, ptr %6, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [7 x [7 x i32]], ptr %2, i64 0, i64 %93
  %95 = load i32, ptr %6, align 4
  %96 = sub nsw i32 6, %95
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [7 x i32], ptr %94, i64 0, i64 %97
  %99 = load i32, ptr %98, align 4
  call void @mix(i32 noundef %99) #2
  br label %100

100:                                              ; preds = %91
  %101 = load i32, ptr %6, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %6, align 4
  br label %54, !llvm.loop !7

103:                                              ; preds = %54
  call void @prefix2d(ptr noundef @B) #2
  store i32 0, ptr %9, align 4
  br label %104

104:                                              ; preds = %122, %103
  %105 = load i32, ptr %9, align 4
  %106 = icmp slt i32 %105, 7
  br i1 %106, label %107, label %125

107:                                              ; preds = %104
  store i32 0, ptr %10, align 4
  br label %108

108:                                              ; preds = %118, %107
  %109 = load i32, ptr %10, align 4
  %110 = icmp slt i32 %109, 7
  br i1 %110, label %111, label %121

111:                                              ; preds = %108
  %112 = load i32, ptr %9, align 4
  %113 = load i32, ptr %10, align 4
  %114 = load i32, ptr %10, align 4
  %115 = sdiv i32 %114, 2
  %116 = sub nsw i32 7, %115
  %117 = call i32 @rect_sum(i32 noundef %112, i32 noundef %113, i32 noundef 7, i32 noundef %116) #2
  call void @mix(i32 noundef %117) #2
  br label %118

118:                                              ; preds = %111
  %119 = load i32, ptr %10, align 4
  %120 = add nsw i32 %119, 3
  store i32 %120, ptr %10, align 4
  br label %108, !llvm.loop !8

121:                                              ; preds = %108
  br label %122

122:                                              ; preds = %121
  %123 = load i32, ptr %9, align 4
  %124 = add nsw i32 %123, 2
  store i32 %124, ptr %9, align 4
  br label %104, !llvm.loop !9

125:                                              ; preds = %104
  %126 = call i32 @rect_sum(i32 noundef 0, i32 noundef 0, i32 noundef 7, i32 noundef 7) #2
  %127 = load i32, ptr getelementptr inbounds ([8 x i32], ptr getelementptr inbounds ([8 x [8 x i32]], ptr @S, i64 0, i64 7), i64 0, i64 7), align 4
  %128 = icmp ne i32 %126, %127
  br i1 %128, label %129, label %130

129:                                              ; preds = %125
  call void @abort() #2
  br label %130

130:                                              ; preds = %129, %125
  %131 = call i32 @saddles(ptr noundef @A) #2
  call void @mix(i32 noundef %131) #2
  %132 = call i32 @saddles(ptr noundef @B) #2
  call void @mix(i32 noundef %132) #2
  store i32 0, ptr %12, align 4
  br label %133

133:                                              ; preds = %180, %130
  %134 = load i32, ptr %12, align 4
  %135 = icmp slt i32 %134, 30
  br i1 %135, label %136, label %183

136:                                              ; preds = %133
  store i32 0, ptr %13, align 4
  br label %137

137:                                              ; preds = %162, %136
  %138 = load i32, ptr %13, align 4
  %139 = icmp slt i32 %138, 4
  br i1 %139, label %140, label %165

140:                                              ; preds = %137
  store i32 0, ptr %14, align 4
  br label %141

141:                                              ; preds = %158, %140
  %142 = load i32, ptr %14, align 4
  %143 = icmp slt i32 %142, 4
  br i1 %143, label %144, label %161

144:                                              ; preds = %141
  %145 = load i32, ptr %1, align 4
  %146 = mul i32 %145, 1103515245
  %147 = add i32 %146, 12345
  store i32 %147, ptr %1, align 4
  %148 = load i32, ptr %1, align 4
  %149 = lshr i32 %148, 16
  %150 = urem i32 %149, 11
  %151 = sub nsw i32 %150, 5
  %152 = load i32, ptr %13, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [4 x [4 x i32]], ptr %11, i64 0, i64 %153
  %155 = load i32, ptr %14, align 4
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds [4 x i32], ptr %154, i64 0, i64 %156
  store i32 %151, ptr %157, align 4
  br label %158

158:                                              ; preds = %144
  %159 = load i32, ptr %14, align 4
  %160 = add nsw i32 %159, 1
  store i32 %160, ptr %14, align 4
  br label %141, !llvm.loop !10

161:                                              ; preds = %141
  br label %162

162:                                              ; preds = %161
  %163 = load i32, ptr %13, align 4
  %164 = add nsw i32 %163, 1
  store i32 %164, ptr %13, align 4
  br label %137, !llvm.loop !11

165:                                              ; preds = %137
  %166 = load i32, ptr %12, align 4
  %167 = srem i32 %166, 5
  %168 = icmp eq i32 %167, 0
  br i1 %168, label %169, label %172

169:                                              ; preds = %165
  %170 = getelementptr inbounds [4 x [4 x i32]], ptr %11, i64 0, i64 0
  %171 = getelementptr inbounds [4 x i32], ptr %170, i64 0, i64 0
  store i32 0, ptr %171, align 16
  br label %172

172:                                              ; preds = %169, %165
  %173 = getelementptr inbounds [4 x [4 x i32]], ptr %11, i64 0, i64 0
  %174 = call i64 @det_bareiss(i32 noundef 4, ptr noundef %173) #2
  store i64 %174, ptr %15, align 8
  %175 = load i64, ptr %15, align 8
  %176 = trunc i64 %175 to i32
  call void @mix(i32 noundef %176) #2
  %177 = getelementptr inbounds [4 x [4 x i32]], ptr %11, i64 0, i64 0
  %178 = call i64 @det_bareiss(i32 noundef 3, ptr noundef %177) #2
  %179 = trunc i64 %178 to i32
  call void @mix(i32 noundef %179) #2
  br label %180

180:                                              ; preds = %172
  %181 = load i32, ptr %12, align 4
  %182 = add nsw i32 %181, 1
  store i32 %182, ptr %12, align 4
  br label %133, !llvm.loop !12

183:                                              ; preds = %133
  %184 = load i32, ptr @h, align 4
  %185 = and i32 %184, 2147483647
  ret i32 %185
}

; Function Attrs: noinline nounwind optnone
define internal void @matmul(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %11

11:                                               ; preds = %59, %3
  %12 = load i32, ptr %7, align 4
  %13 = icmp slt i32 %12, 7
  br i1 %13, label %14, label %62

14:                                               ; preds = %11
  store i32 0, ptr %8, align 4
  br label %15

15:                                               ; preds = %55, %14
  %16 = load i32, ptr %8, align 4
  %17 = icmp slt i32 %16, 7
  br i1 %17, label %18, label %58

18:                                               ; preds = %15
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %19

19:                                               ; preds = %42, %18
  %20 = load i32, ptr %10, align 4
  %21 = icmp slt i32 %20, 7
  br i1 %21, label %22, label %45

22:                                               ; preds = %19
  %23 = load ptr, ptr %5, align 8
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [7 x i32], ptr %23, i64 %25
  %27 = load i32, ptr %10, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [7 x i32], ptr %26, i64 0, i64 %28
  %30 = load i32, ptr %29, align 4
  %31 = load ptr, ptr %6, align 8
  %32 = load i32, ptr %10, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [7 x i32], ptr %31, i64 %33
  %35 = load i32, ptr %8, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [7 x i32], ptr %34, i64 0, i64 %36
  %38 = load i32, ptr %37, align 4
  %39 = mul nsw i32 %30, %38
  %40 = load i32, ptr %9, align 4
  %41 = add nsw i32 %40, %39
  store i32 %41, ptr %9, align 4
  br label %42

42:                                               ; preds = %22
  %43 = load i32, ptr %10, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %10, align 4
  br label %19, !llvm.loop !13

45:                                               ; preds = %19
  %46 = load i32, ptr %9, align 4
  %47 = srem i32 %46, 1009
  %48 = load ptr, ptr %4, align 8
  %49 = load i32, ptr %7, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [7 x i32], ptr %48, i64 %50
  %52 = load i32, ptr %8, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [7 x i32], ptr %51, i64 0, i64 %53
  store i32 %47, ptr %54, align 4
  br label %55

55:                                               ; preds = %45
  %56 = load i32, ptr %8, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %8, align 4
  br label %15, !llvm.loop !14

58:                                               ; preds = %15
  br label %59

59:                                               ; preds = %58
  %60 = load i32, ptr %7, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %7, align 4
  br label %11, !llvm.loop !15

62:                                               ; preds = %11
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @transpose(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %6

6:                                                ; preds = %51, %1
  %7 = load i32, ptr %3, align 4
  %8 = icmp slt i32 %7, 7
  br i1 %8, label %9, label %54

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr %4, align 4
  br label %12

12:                                               ; preds = %47, %9
  %13 = load i32, ptr %4, align 4
  %14 = icmp slt i32 %13, 7
  br i1 %14, label %15, label %50

15:                                               ; preds = %12
  %16 = load ptr, ptr %2, align 8
  %17 = load i32, ptr %3, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [7 x i32], ptr %16, i64 %18
  %20 = load i32, ptr %4, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [7 x i32], ptr %19, i64 0, i64 %21
  %23 = load i32, ptr %22, align 4
  store i32 %23, ptr %5, align 4
  %24 = load ptr, ptr %2, align 8
  %25 = load i32, ptr %4, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [7 x i32], ptr %24, i64 %26
  %28 = load i32, ptr %3, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [7 x i32], ptr %27, i64 0, i64 %29
  %31 = load i32, ptr %30, align 4
  %32 = load ptr, ptr %2, align 8
  %33 = load i32, ptr %3, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [7 x i32], ptr %32, i64 %34
  %36 = load i32, ptr %4, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [7 x i32], ptr %35, i64 0, i64 %37
  store i32 %31, ptr %38, align 4
  %39 = load i32, ptr %5, align 4
  %40 = load ptr, ptr %2, align 8
  %41 = load i32, ptr %4, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [7 x i32], ptr %40, i64 %42
  %44 = load i32, ptr %3, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [7 x i32], ptr %43, i64 0, i64 %45
  store i32 %39, ptr %46, align 4
  br label %47

47:                                               ; preds = %15
  %48 = load i32, ptr %4, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %4, align 4
  br label %12, !llvm.loop !16

50:                                               ; preds = %12
  br label %51

51:                                               ; preds = %50
  %52 = load i32, ptr %3, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %3, align 4
  br label %6, !llvm.loop !17

54:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @rotate(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %35, %2
  %8 = load i32, ptr %5, align 4
  %9 = icmp slt i32 %8, 7
  br i1 %9, label %10, label %38

10:                                               ; preds = %7
  store i32 0, ptr %6, align 4
  br label %11

11:                                               ; preds = %31, %10
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %12, 7
  br i1 %13, label %14, label %34

14:                                               ; preds = %11
  %15 = load ptr, ptr %4, align 8
  %16 = load i32, ptr %5, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [7 x i32], ptr %15, i64 %17
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [7 x i32], ptr %18, i64 0, i64 %20
  %22 = load i32, ptr %21, align 4
  %23 = load ptr, ptr %3, align 8
  %24 = load i32, ptr %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [7 x i32], ptr %23, i64 %25
  %27 = load i32, ptr %5, align 4
  %28 = sub nsw i32 6, %27
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [7 x i32], ptr %26, i64 0, i64 %29
  store i32 %22, ptr %30, align 4
  br label %31

31:                                               ; preds = %14
  %32 = load i32, ptr %6, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %6, align 4
  br label %11, !llvm.loop !18

34:                                               ; preds = %11
  br label %35

35:                                               ; preds = %34
  %36 = load i32, ptr %5, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %5, align 4
  br label %7, !llvm.loop !19

38:                                               ; preds = %7
  ret void
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

; Function Attrs: noinline nounwind optnone
define internal void @prefix2d(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %6

6:                                                ; preds = %17, %1
  %7 = load i32, ptr %3, align 4
  %8 = icmp sle i32 %7, 7
  br i1 %8, label %9, label %20

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [8 x i32], ptr @S, i64 0, i64 %11
  store i32 0, ptr %12, align 4
  %13 = load i32, ptr %3, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [8 x [8 x i32]], ptr @S, i64 0, i64 %14
  %16 = getelementptr inbounds [8 x i32], ptr %15, i64 0, i64 0
  store i32 0, ptr %16, align 16
  br label %17

17:                                               ; preds = %9
  %18 = load i32, ptr %3, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %3, align 4
  br label %6, !llvm.loop !20

20:                                               ; preds = %6
  store i32 1, ptr %4, align 4
  br label %21

21:                                               ; preds = %77, %20
  %22 = load i32, ptr %4, align 4
  %23 = icmp sle i32 %22, 7
  br i1 %23, label %24, label %80

24:                                               ; preds = %21
  store i32 1, ptr %5, align 4
  br label %25

25:                                               ; preds = %73, %24
  %26 = load i32, ptr %5, align 4
  %27 = icmp sle i32 %26, 7
  br i1 %27, label %28, label %76

28:                                               ; preds = %25
  %29 = load ptr, ptr %2, align 8
  %30 = load i32, ptr %4, align 4
  %31 = sub nsw i32 %30, 1
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [7 x i32], ptr %29, i64 %32
  %34 = load i32, ptr %5, align 4
  %35 = sub nsw i32 %34, 1
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [7 x i32], ptr %33, i64 0, i64 %36
  %38 = load i32, ptr %37, align 4
  %39 = load i32, ptr %4, align 4
  %40 = sub nsw i32 %39, 1
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [8 x [8 x i32]], ptr @S, i64 0, i64 %41
  %43 = load i32, ptr %5, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [8 x i32], ptr %42, i64 0, i64 %44
  %46 = load i32, ptr %45, align 4
  %47 = add nsw i32 %38, %46
  %48 = load i32, ptr %4, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [8 x [8 x i32]], ptr @S, i64 0, i64 %49
  %51 = load i32, ptr %5, align 4
  %52 = sub nsw i32 %51, 1
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [8 x i32], ptr %50, i64 0, i64 %53
  %55 = load i32, ptr %54, align 4
  %56 = add nsw i32 %47, %55
  %57 = load i32, ptr %4, align 4
  %58 = sub nsw i32 %57, 1
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [8 x [8 x i32]], ptr @S, i64 0, i64 %59
  %61 = load i32, ptr %5, align 4
  %62 = sub nsw i32 %61, 1
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [8 x i32], ptr %60, i64 0, i64 %63
  %65 = load i32, ptr %64, align 4
  %66 = sub nsw i32 %56, %65
  %67 = load i32, ptr %4, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [8 x [8 x i32]], ptr @S, i64 0, i64 %68
  %70 = load i32, ptr %5, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [8 x i32], ptr %69, i64 0, i64 %71
  store i32 %66, ptr %72, align 4
  br label %73

73:                                               ; preds = %28
  %74 = load i32, ptr %5, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %5, align 4
  br label %25, !llvm.loop !21

76:                                               ; preds = %25
  br label %77

77:                                               ; preds = %76
  %78 = load i32, ptr %4, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %4, align 4
  br label %21, !llvm.loop !22

80:                                               ; preds = %21
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @rect_sum(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %9 = load i32, ptr %7, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [8 x [8 x i32]], ptr @S, i64 0, i64 %10
  %12 = load i32, ptr %8, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [8 x i32], ptr %11, i64 0, i64 %13
  %15 = load i32, ptr %14, align 4
  %16 = load i32, ptr %5, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [8 x [8 x i32]], ptr @S, i64 0, i64 %17
  %19 = load i32, ptr %8, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [8 x i32], ptr %18, i64 0, i64 %20
  %22 = load i32, ptr %21, align 4
  %23 = sub nsw i32 %15, %22
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [8 x [8 x i32]], ptr @S, i64 0, i64 %25
  %27 = load i32, ptr %6, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [8 x i32], ptr %26, i64 0, i64 %28
  %30 = load i32, ptr %29, align 4
  %31 = sub nsw i32 %23, %30
  %32 = load i32, ptr %5, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [8 x [8 x i32]], ptr @S, i64 0, i64 %33
  %35 = load i32, ptr %6, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [8 x i32], ptr %34, i64 0, i64 %36
  %38 = load i32, ptr %37, align 4
  %39 = add nsw i32 %31, %38
  ret i32 %39
}

declare dso_local void @abort() #1

; Function Attrs: noinline nounwind optnone
define internal i32 @saddles(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %9

9:                                                ; preds = %68, %1
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %10, 7
  br i1 %11, label %12, label %71

12:                                               ; preds = %9
  store i32 0, ptr %5, align 4
  br label %13

13:                                               ; preds = %64, %12
  %14 = load i32, ptr %5, align 4
  %15 = icmp slt i32 %14, 7
  br i1 %15, label %16, label %67

16:                                               ; preds = %13
  %17 = load ptr, ptr %2, align 8
  %18 = load i32, ptr %4, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [7 x i32], ptr %17, i64 %19
  %21 = load i32, ptr %5, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [7 x i32], ptr %20, i64 0, i64 %22
  %24 = load i32, ptr %23, align 4
  store i32 %24, ptr %6, align 4
  store i32 1, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %25

25:                                               ; preds = %57, %16
  %26 = load i32, ptr %8, align 4
  %27 = icmp slt i32 %26, 7
  br i1 %27, label %28, label %31

28:                                               ; preds = %25
  %29 = load i32, ptr %7, align 4
  %30 = icmp ne i32 %29, 0
  br label %31

31:                                               ; preds = %28, %25
  %32 = phi i1 [ false, %25 ], [ %30, %28 ]
  br i1 %32, label %33, label %60

33:                                               ; preds = %31
  %34 = load ptr, ptr %2, align 8
  %35 = load i32, ptr %4, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [7 x i32], ptr %34, i64 %36
  %38 = load i32, ptr %8, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [7 x i32], ptr %37, i64 0, i64 %39
  %41 = load i32, ptr %40, align 4
  %42 = load i32, ptr %6, align 4
  %43 = icmp slt i32 %41, %42
  br i1 %43, label %55, label %44

44:                                               ; preds = %33
  %45 = load ptr, ptr %2, align 8
  %46 = load i32, ptr %8, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [7 x i32], ptr %45, i64 %47
  %49 = load i32, ptr %5, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [7 x i32], ptr %48, i64 0, i64 %50
  %52 = load i32, ptr %51, align 4
  %53 = load i32, ptr %6, align 4
  %54 = icmp sgt i32 %52, %53
  br i1 %54, label %55, label %56

55:                                               ; preds = %44, %33
  store i32 0, ptr %7, align 4
  br label %56

56:                                               ; preds = %55, %44
  br label %57

57:                                               ; preds = %56
  %58 = load i32, ptr %8, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %8, align 4
  br label %25, !llvm.loop !23

60:                                               ; preds = %31
  %61 = load i32, ptr %7, align 4
  %62 = load i32, ptr %3, align 4
  %63 = add nsw i32 %62, %61
  store i32 %63, ptr %3, align 4
  br label %64

64:                                               ; preds = %60
  %65 = load i32, ptr %5, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %5, align 4
  br label %13, !llvm.loop !24

67:                                               ; preds = %13
  br label %68

68:                                               ; preds = %67
  %69 = load i32, ptr %4, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %4, align 4
  br label %9, !llvm.loop !25

71:                                               ; preds = %9
  %72 = load i32, ptr %3, align 4
  ret i32 %72
}

; Function Attrs: noinline nounwind optnone
define internal i64 @det_bareiss(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca [4 x [4 x i64]], align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store i32 0, ptr %7, align 4
  br label %17

17:                                               ; preds = %46, %2
  %18 = load i32, ptr %7, align 4
  %19 = load i32, ptr %4, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %49

21:                                               ; preds = %17
  store i32 0, ptr %8, align 4
  br label %22

22:                                               ; preds = %42, %21
  %23 = load i32, ptr %8, align 4
  %24 = load i32, ptr %4, align 4
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %26, label %45

26:                                               ; preds = %22
  %27 = load ptr, ptr %5, align 8
  %28 = load i32, ptr %7, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [4 x i32], ptr %27, i64 %29
  %31 = load i32, ptr %8, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [4 x i32], ptr %30, i64 0, i64 %32
  %34 = load i32, ptr %33, align 4
  %35 = sext i32 %34 to i64
  %36 = load i32, ptr %7, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [4 x [4 x i64]], ptr %6, i64 0, i64 %37
  %39 = load i32, ptr %8, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [4 x i64], ptr %38, i64 0, i64 %40
  store i64 %35, ptr %41, align 8
  br label %42

42:                                               ; preds = %26
  %43 = load i32, ptr %8, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %8, align 4
  br label %22, !llvm.loop !26

45:                                               ; preds = %22
  br label %46

46:                                               ; preds = %45
  %47 = load i32, ptr %7, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %7, align 4
  br label %17, !llvm.loop !27

49:                                               ; preds = %17
  store i64 1, ptr %9, align 8
  store i32 1, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %50

50:                                               ; preds = %198, %49
  %51 = load i32, ptr %11, align 4
  %52 = load i32, ptr %4, align 4
  %53 = sub nsw i32 %52, 1
  %54 = icmp slt i32 %51, %53
  br i1 %54, label %55, label %201

55:                                               ; preds = %50
  %56 = load i32, ptr %11, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [4 x [4 x i64]], ptr %6, i64 0, i64 %57
  %59 = load i32, ptr %11, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [4 x i64], ptr %58, i64 0, i64 %60
  %62 = load i64, ptr %61, align 8
  %63 = icmp eq i64 %62, 0
  br i1 %63, label %64, label %129

64:                                               ; preds = %55
  %65 = load i32, ptr %11, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %12, align 4
  br label %67

67:                                               ; preds = %82, %64
  %68 = load i32, ptr %12, align 4
  %69 = load i32, ptr %4, align 4
  %70 = icmp slt i32 %68, %69
  br i1 %70, label %71, label %80

71:                                               ; preds = %67
  %72 = load i32, ptr %12, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [4 x [4 x i64]], ptr %6, i64 0, i64 %73
  %75 = load i32, ptr %11, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [4 x i64], ptr %74, i64 0, i64 %76
  %78 = load i64, ptr %77, align 8
  %79 = icmp eq i64 %78, 0
  br label %80

80:                                               ; preds = %71, %67
  %81 = phi i1 [ false, %67 ], [ %79, %71 ]
  br i1 %81, label %82, label %85

82:                                               ; preds = %80
  %83 = load i32, ptr %12, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %12, align 4
  br label %67, !llvm.loop !28

85:                                               ; preds = %80
  %86 = load i32, ptr %12, align 4
  %87 = load i32, ptr %4, align 4
  %88 = icmp eq i32 %86, %87
  br i1 %88, label %89, label %90

89:                                               ; preds = %85
  store i64 0, ptr %3, align 8
  br label %214

90:                                               ; preds = %85
  store i32 0, ptr %13, align 4
  br label %91

91:                                               ; preds = %123, %90
  %92 = load i32, ptr %13, align 4
  %93 = load i32, ptr %4, align 4
  %94 = icmp slt i32 %92, %93
  br i1 %94, label %95, label %126

95:                                               ; preds = %91
  %96 = load i32, ptr %11, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [4 x [4 x i64]], ptr %6, i64 0, i64 %97
  %99 = load i32, ptr %13, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [4 x i64], ptr %98, i64 0, i64 %100
  %102 = load i64, ptr %101, align 8
  store i64 %102, ptr %14, align 8
  %103 = load i32, ptr %12, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [4 x [4 x i64]], ptr %6, i64 0, i64 %104
  %106 = load i32, ptr %13, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [4 x i64], ptr %105, i64 0, i64 %107
  %109 = load i64, ptr %108, align 8
  %110 = load i32, ptr %11, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [4 x [4 x i64]], ptr %6, i64 0, i64 %111
  %113 = load i32, ptr %13, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [4 x i64], ptr %112, i64 0, i64 %114
  store i64 %109, ptr %115, align 8
  %116 = load i64, ptr %14, align 8
  %117 = load i32, ptr %12, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [4 x [4 x i64]], ptr %6, i64 0, i64 %118
  %120 = load i32, ptr %13, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [4 x i64], ptr %119, i64 0, i64 %121
  store i64 %116, ptr %122, align 8
  br label %123

123:                                              ; preds = %95
  %124 = load i32, ptr %13, align 4
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr %13, align 4
  br label %91, !llvm.loop !29

126:                                              ; preds = %91
  %127 = load i32, ptr %10, align 4
  %128 = sub nsw i32 0, %127
  store i32 %128, ptr %10, align 4
  br label %129

129:                                              ; preds = %126, %55
  %130 = load i32, ptr %11, align 4
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr %15, align 4
  br label %132

132:                                              ; preds = %187, %129
  %133 = load i32, ptr %15, align 4
  %134 = load i32, ptr %4, align 4
  %135 = icmp slt i32 %133, %134
  br i1 %135, label %136, label %190

136:                                              ; preds = %132
  %137 = load i32, ptr %11, align 4
  %138 = add nsw i32 %137, 1
  store i32 %138, ptr %16, align 4
  br label %139

139:                                              ; preds = %183, %136
  %140 = load i32, ptr %16, align 4
  %141 = load i32, ptr %4, align 4
  %142 = icmp slt i32 %140, %141
  br i1 %142, label %143, label %186

143:                                              ; preds = %139
  %144 = load i32, ptr %15, align 4
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds [4 x [4 x i64]], ptr %6, i64 0, i64 %145
  %147 = load i32, ptr %16, align 4
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds [4 x i64], ptr %146, i64 0, i64 %148
  %150 = load i64, ptr %149, align 8
  %151 = load i32, ptr %11, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [4 x [4 x i64]], ptr %6, i64 0, i64 %152
  %154 = load i32, ptr %11, align 4
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds [4 x i64], ptr %153, i64 0, i64 %155
  %157 = load i64, ptr %156, align 8
  %158 = mul nsw i64 %150, %157
  %159 = load i32, ptr %15, align 4
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds [4 x [4 x i64]], ptr %6, i64 0, i64 %160
  %162 = load i32, ptr %11, align 4
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds [4 x i64], ptr %161, i64 0, i64 %163
  %165 = load i64, ptr %164, align 8
  %166 = load i32, ptr %11, align 4
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds [4 x [4 x i64]], ptr %6, i64 0, i64 %167
  %169 = load i32, ptr %16, align 4
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds [4 x i64], ptr %168, i64 0, i64 %170
  %172 = load i64, ptr %171, align 8
  %173 = mul nsw i64 %165, %172
  %174 = sub nsw i64 %158, %173
  %175 = load i64, ptr %9, align 8
  %176 = sdiv i64 %174, %175
  %177 = load i32, ptr %15, align 4
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds [4 x [4 x i64]], ptr %6, i64 0, i64 %178
  %180 = load i32, ptr %16, align 4
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds [4 x i64], ptr %179, i64 0, i64 %181
  store i64 %176, ptr %182, align 8
  br label %183

183:                                              ; preds = %143
  %184 = load i32, ptr %16, align 4
  %185 = add nsw i32 %184, 1
  store i32 %185, ptr %16, align 4
  br label %139, !llvm.loop !30

186:                                              ; preds = %139
  br label %187

187:                                              ; preds = %186
  %188 = load i32, ptr %15, align 4
  %189 = add nsw i32 %188, 1
  store i32 %189, ptr %15, align 4
  br label %132, !llvm.loop !31

190:                                              ; preds = %132
  %191 = load i32, ptr %11, align 4
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds [4 x [4 x i64]], ptr %6, i64 0, i64 %192
  %194 = load i32, ptr %11, align 4
  %195 = sext i32 %194 to i64
  %196 = getelementptr inbounds [4 x i64], ptr %193, i64 0, i64 %195
  %197 = load i64, ptr %196, align 8
  store i64 %197, ptr %9, align 8
  br label %198

198:                                              ; preds = %190
  %199 = load i32, ptr %11, align 4
  %200 = add nsw i32 %199, 1
  store i32 %200, ptr %11, align 4
  br label %50, !llvm.loop !32

201:                                              ; preds = %50
  %202 = load i32, ptr %10, align 4
  %203 = sext i32 %202 to i64
  %204 = load i32, ptr %4, align 4
  %205 = sub nsw i32 %204, 1
  %206 = sext i32 %205 to i64
  %207 = getelementptr inbounds [4 x [4 x i64]], ptr %6, i64 0, i64 %206
  %208 = load i32, ptr %4, align 4
  %209 = sub nsw i32 %208, 1
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds [4 x i64], ptr %207, i64 0, i64 %210
  %212 = load i64, ptr %211, align 8
  %213 = mul nsw i64 %203, %212
  store i64 %213, ptr %3, align 8
  br label %214

214:                                              ; preds = %201, %89
  %215 = load i64, ptr %3, align 8
  ret i64 %215
}

attributes #0 = { noinline nounwind optnone "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
!7 = distinct !{!7, !3}
!8 = distinct !{!8, !3}
!9 = distinct !{!9, !3}
!10 = distinct !{!10, !3}
!11 = distinct !{!11, !3}
!12 = distinct !{!12, !3}
!13 = distinct !{!13, !3}
!14 = distinct !{!14, !3}
!15 = distinct !{!15, !3}
!16 = distinct !{!16, !3}
!17 = distinct !{!17, !3}
!18 = distinct !{!18, !3}
!19 = distinct !{!19, !3}
!20 = distinct !{!20, !3}
!21 = distinct !{!21, !3}
!22 = distinct !{!22, !3}
!23 = distinct !{!23, !3}
!24 = distinct !{!24, !3}
!25 = distinct !{!25, !3}
!26 = distinct !{!26, !3}
!27 = distinct !{!27, !3}
!28 = distinct !{!28, !3}
!29 = distinct !{!29, !3}
!30 = distinct !{!30, !3}
!31 = distinct !{!31, !3}
!32 = distinct !{!32, !3}
