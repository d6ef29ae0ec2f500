; ModuleID = 'sieve.c'
source_filename = "sieve.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@composite = internal global [3000 x i8] zeroinitializer, align 16
@bits = internal global [94 x i32] zeroinitializer, align 16

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
  %15 = call i8* @memset(i8* noundef getelementptr inbounds ([3000 x i8], [3000 x i8]* @composite, i64 0, i64 0), i32 noundef 0, i64 noundef 3000) #2
  store i8 1, i8* getelementptr inbounds ([3000 x i8], [3000 x i8]* @composite, i64 0, i64 1), align 1
  store i8 1, i8* getelementptr inbounds ([3000 x i8], [3000 x i8]* @composite, i64 0, i64 0), align 16
  store i32 2, i32* %1, align 4
  br label %16

16:                                               ; preds = %44, %0
  %17 = load i32, i32* %1, align 4
  %18 = load i32, i32* %1, align 4
  %19 = mul nsw i32 %17, %18
  %20 = icmp slt i32 %19, 3000
  br i1 %20, label %21, label %47

21:                                               ; preds = %16
  %22 = load i32, i32* %1, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i64 0, i64 %23
  %25 = load i8, i8* %24, align 1
  %26 = icmp ne i8 %25, 0
  br i1 %26, label %43, label %27

27:                                               ; preds = %21
  %28 = load i32, i32* %1, align 4
  %29 = load i32, i32* %1, align 4
  %30 = mul nsw i32 %28, %29
  store i32 %30, i32* %2, align 4
  br label %31

31:                                               ; preds = %38, %27
  %32 = load i32, i32* %2, align 4
  %33 = icmp slt i32 %32, 3000
  br i1 %33, label %34, label %42

34:                                               ; preds = %31
  %35 = load i32, i32* %2, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i64 0, i64 %36
  store i8 1, i8* %37, align 1
  br label %38

38:                                               ; preds = %34
  %39 = load i32, i32* %1, align 4
  %40 = load i32, i32* %2, align 4
  %41 = add nsw i32 %40, %39
  store i32 %41, i32* %2, align 4
  br label %31, !llvm.loop !2

42:                                               ; preds = %31
  br label %43

43:                                               ; preds = %42, %21
  br label %44

44:                                               ; preds = %43
  %45 = load i32, i32* %1, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, i32* %1, align 4
  br label %16, !llvm.loop !4

47:                                               ; preds = %16
  store i32 0, i32* %3, align 4
  br label %48

48:                                               ; preds = %56, %47
  %49 = load i32, i32* %3, align 4
  %50 = zext i32 %49 to i64
  %51 = icmp ult i64 %50, 94
  br i1 %51, label %52, label %59

52:                                               ; preds = %48
  %53 = load i32, i32* %3, align 4
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i64 0, i64 %54
  store i32 0, i32* %55, align 4
  br label %56

56:                                               ; preds = %52
  %57 = load i32, i32* %3, align 4
  %58 = add i32 %57, 1
  store i32 %58, i32* %3, align 4
  br label %48, !llvm.loop !5

59:                                               ; preds = %48
  %60 = load i32, i32* getelementptr inbounds ([94 x i32], [94 x i32]* @bits, i64 0, i64 0), align 16
  %61 = or i32 %60, 1
  store i32 %61, i32* getelementptr inbounds ([94 x i32], [94 x i32]* @bits, i64 0, i64 0), align 16
  store i32 1, i32* %4, align 4
  br label %62

62:                                               ; preds = %112, %59
  %63 = load i32, i32* %4, align 4
  %64 = mul i32 2, %63
  %65 = add i32 %64, 1
  %66 = load i32, i32* %4, align 4
  %67 = mul i32 2, %66
  %68 = add i32 %67, 1
  %69 = mul i32 %65, %68
  %70 = icmp ult i32 %69, 3000
  br i1 %70, label %71, label %115

71:                                               ; preds = %62
  %72 = load i32, i32* %4, align 4
  %73 = lshr i32 %72, 5
  %74 = zext i32 %73 to i64
  %75 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i64 0, i64 %74
  %76 = load i32, i32* %75, align 4
  %77 = load i32, i32* %4, align 4
  %78 = and i32 %77, 31
  %79 = lshr i32 %76, %78
  %80 = and i32 %79, 1
  %81 = icmp ne i32 %80, 0
  br i1 %81, label %111, label %82

82:                                               ; preds = %71
  %83 = load i32, i32* %4, align 4
  %84 = mul i32 2, %83
  %85 = add i32 %84, 1
  store i32 %85, i32* %5, align 4
  %86 = load i32, i32* %5, align 4
  %87 = load i32, i32* %5, align 4
  %88 = mul i32 %86, %87
  %89 = sub i32 %88, 1
  %90 = udiv i32 %89, 2
  store i32 %90, i32* %6, align 4
  br label %91

91:                                               ; preds = %106, %82
  %92 = load i32, i32* %6, align 4
  %93 = mul i32 2, %92
  %94 = add i32 %93, 1
  %95 = icmp ult i32 %94, 3000
  br i1 %95, label %96, label %110

96:                                               ; preds = %91
  %97 = load i32, i32* %6, align 4
  %98 = and i32 %97, 31
  %99 = shl i32 1, %98
  %100 = load i32, i32* %6, align 4
  %101 = lshr i32 %100, 5
  %102 = zext i32 %101 to i64
  %103 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i64 0, i64 %102
  %104 = load i32, i32* %103, align 4
  %105 = or i32 %104, %99
  store i32 %105, i32* %103, align 4
  br label %106

106:                                              ; preds = %96
  %107 = load i32, i32* %5, align 4
  %108 = load i32, i32* %6, align 4
  %109 = add i32 %108, %107
  store i32 %109, i32* %6, align 4
  br label %91, !llvm.loop !6

110:                                              ; preds = %91
  br label %111

111:                                              ; preds = %110, %71
  br label %112

112:                                              ; preds = %111
  %113 = load i32, i32* %4, align 4
  %114 = add i32 %113, 1
  store i32 %114, i32* %4, align 4
  br label %62, !llvm.loop !7

115:                                              ; preds = %62
  store i32 -2128831035, i32* %7, align 4
  store i32 0, i32* %8, align 4
  store i32 0, i32* %9, align 4
  store i32 0, i32* %10, align 4
  store i32 2, i32* %11, align 4
  store i32 2, i32* %12, align 4
  br label %116

116:                                              ; preds = %190, %115
  %117 = load i32, i32* %12, align 4
  %118 = icmp ult i32 %117, 3000
  br i1 %118, label %119, label %193

119:                                              ; preds = %116
  %120 = load i32, i32* %12, align 4
  %121 = zext i32 %120 to i64
  %122 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i64 0, i64 %121
  %123 = load i8, i8* %122, align 1
  %124 = icmp ne i8 %123, 0
  %125 = xor i1 %124, true
  %126 = zext i1 %125 to i32
  store i32 %126, i32* %13, align 4
  %127 = load i32, i32* %12, align 4
  %128 = icmp eq i32 %127, 2
  br i1 %128, label %148, label %129

129:                                              ; preds = %119
  %130 = load i32, i32* %12, align 4
  %131 = and i32 %130, 1
  %132 = icmp ne i32 %131, 0
  br i1 %132, label %133, label %146

133:                                              ; preds = %129
  %134 = load i32, i32* %12, align 4
  %135 = lshr i32 %134, 6
  %136 = zext i32 %135 to i64
  %137 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i64 0, i64 %136
  %138 = load i32, i32* %137, align 4
  %139 = load i32, i32* %12, align 4
  %140 = lshr i32 %139, 1
  %141 = and i32 %140, 31
  %142 = lshr i32 %138, %141
  %143 = and i32 %142, 1
  %144 = icmp ne i32 %143, 0
  %145 = xor i1 %144, true
  br label %146

146:                                              ; preds = %133, %129
  %147 = phi i1 [ false, %129 ], [ %145, %133 ]
  br label %148

148:                                              ; preds = %146, %119
  %149 = phi i1 [ true, %119 ], [ %147, %146 ]
  %150 = zext i1 %149 to i32
  store i32 %150, i32* %14, align 4
  %151 = load i32, i32* %13, align 4
  %152 = load i32, i32* %14, align 4
  %153 = icmp ne i32 %151, %152
  br i1 %153, label %154, label %155

154:                                              ; preds = %148
  call void @abort() #2
  br label %155

155:                                              ; preds = %154, %148
  %156 = load i32, i32* %13, align 4
  %157 = icmp ne i32 %156, 0
  br i1 %157, label %159, label %158

158:                                              ; preds = %155
  br label %190

159:                                              ; preds = %155
  %160 = load i32, i32* %8, align 4
  %161 = add i32 %160, 1
  store i32 %161, i32* %8, align 4
  %162 = load i32, i32* %12, align 4
  %163 = icmp uge i32 %162, 5
  br i1 %163, label %164, label %174

164:                                              ; preds = %159
  %165 = load i32, i32* %12, align 4
  %166 = sub i32 %165, 2
  %167 = zext i32 %166 to i64
  %168 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i64 0, i64 %167
  %169 = load i8, i8* %168, align 1
  %170 = icmp ne i8 %169, 0
  br i1 %170, label %174, label %171

171:                                              ; preds = %164
  %172 = load i32, i32* %9, align 4
  %173 = add i32 %172, 1
  store i32 %173, i32* %9, align 4
  br label %174

174:                                              ; preds = %171, %164, %159
  %175 = load i32, i32* %12, align 4
  %176 = load i32, i32* %11, align 4
  %177 = sub i32 %175, %176
  %178 = load i32, i32* %10, align 4
  %179 = icmp ugt i32 %177, %178
  br i1 %179, label %180, label %184

180:                                              ; preds = %174
  %181 = load i32, i32* %12, align 4
  %182 = load i32, i32* %11, align 4
  %183 = sub i32 %181, %182
  store i32 %183, i32* %10, align 4
  br label %184

184:                                              ; preds = %180, %174
  %185 = load i32, i32* %12, align 4
  store i32 %185, i32* %11, align 4
  %186 = load i32, i32* %7, align 4
  %187 = load i32, i32* %12, align 4
  %188 = xor i32 %186, %187
  %189 = mul i32 %188, 16777619
  store i32 %189, i32* %7, align 4
  br label %190

190:                                              ; preds = %184, %158
  %191 = load i32, i32* %12, align 4
  %192 = add i32 %191, 1
  store i32 %192, i32* %12, align 4
  br label %116, !llvm.loop !8

193:                                              ; preds = %116
  %194 = load i32, i32* %8, align 4
  %195 = icmp ne i32 %194, 430
  br i1 %195, label %196, label %197

196:                                              ; preds = %193
  call void @abort() #2
  br label %197

197:                                              ; preds = %196, %193
  %198 = load i32, i32* %8, align 4
  call void @print_uint(i32 noundef %198) #2
  %199 = call i32 @putchar(i32 noundef 32) #2
  %200 = load i32, i32* %9, align 4
  call void @print_uint(i32 noundef %200) #2
  %201 = call i32 @putchar(i32 noundef 32) #2
  %202 = load i32, i32* %10, align 4
  call void @print_uint(i32 noundef %202) #2
  %203 = call i32 @putchar(i32 noundef 10) #2
  %204 = load i32, i32* %7, align 4
  %205 = load i32, i32* %9, align 4
  %206 = xor i32 %204, %205
  %207 = load i32, i32* %10, align 4
  %208 = shl i32 %207, 16
  %209 = xor i32 %206, %208
  %210 = mul i32 %209, 16777619
  store i32 %210, i32* %7, align 4
  %211 = load i32, i32* %7, align 4
  %212 = and i32 %211, 2147483647
  call void @exit(i32 noundef %212) #2
  ret i32 0
}

declare dso_local i8* @memset(i8* noundef, i32 noundef, i64 noundef) #1

declare dso_local void @abort() #1

; Function Attrs: noinline nounwind optnone
define internal void @print_uint(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [10 x i8], align 1
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %16, %1
  %6 = load i32, i32* %2, align 4
  %7 = urem i32 %6, 10
  %8 = add i32 48, %7
  %9 = trunc i32 %8 to i8
  %10 = load i32, i32* %4, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* %4, align 4
  %12 = sext i32 %10 to i64
  %13 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i64 0, i64 %12
  store i8 %9, i8* %13, align 1
  %14 = load i32, i32* %2, align 4
  %15 = udiv i32 %14, 10
  store i32 %15, i32* %2, align 4
  br label %16

16:                                               ; preds = %5
  %17 = load i32, i32* %2, align 4
  %18 = icmp ne i32 %17, 0
  br i1 %18, label %5, label %19, !llvm.loop !9

19:                                               ; preds = %16
  br label %20

20:                                               ; preds = %23, %19
  %21 = load i32, i32* %4, align 4
  %22 = icmp ne i32 %21, 0
  br i1 %22, label %23, label %31

23:                                               ; preds = %20
  %24 = load i32, i32* %4, align 4
  %25 = add nsw i32 %24, -1
  store i32 %25, i32* %4, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i64 0, i64 %26
  %28 = load i8, i8* %27, align 1
  %29 = sext i8 %28 to i32
  %30 = call i32 @putchar(i32 noundef %29) #2
  br label %20, !llvm.loop !10

31:                                               ; preds = %20
  ret void
}

declare dso_local i32 @putchar(i32 noundef) #1

declare dso_local void @exit(i32 noundef) #1

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
!9 = distinct !{!9, !3}
!10 = distinct !{!10, !3}
