; ModuleID = 'bitcount.c'
source_filename = "bitcount.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@rev4 = internal unnamed_addr constant [16 x i8] c"\00\08\04\0C\02\0A\06\0E\01\09\05\0D\03\0B\07\0F", align 16
@rev8 = internal unnamed_addr global [256 x i8] zeroinitializer, align 16
@h = internal unnamed_addr global i32 -2128831035, align 4
@nibble_pop = internal unnamed_addr constant [16 x i8] c"\00\01\01\02\01\02\02\03\01\02\02\03\02\03\03\04", align 16

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %1
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ]
  %3 = and i64 %2, 15
  %4 = getelementptr inbounds [16 x i8], [16 x i8]* @rev4, i64 0, i64 %3
  %5 = load i8, i8* %4, align 1, !tbaa !2
  %6 = shl i8 %5, 4
  %7 = lshr i64 %2, 4
  %8 = and i64 %7, 268435455
  %9 = getelementptr inbounds [16 x i8], [16 x i8]* @rev4, i64 0, i64 %8
  %10 = load i8, i8* %9, align 1, !tbaa !2
  %11 = add i8 %6, %10
  %12 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i64 0, i64 %2
  store i8 %11, i8* %12, align 1, !tbaa !2
  %13 = add nuw nsw i64 %2, 1
  %14 = icmp eq i64 %13, 256
  br i1 %14, label %18, label %1, !llvm.loop !5

15:                                               ; preds = %216
  %16 = load i32, i32* @h, align 4, !tbaa !8
  %17 = and i32 %16, 2147483647
  ret i32 %17

18:                                               ; preds = %1, %216
  %19 = phi i32 [ %26, %216 ], [ 625341585, %1 ]
  %20 = phi i32 [ %220, %216 ], [ 0, %1 ]
  %21 = shl i32 %19, 13
  %22 = xor i32 %21, %19
  %23 = lshr i32 %22, 17
  %24 = xor i32 %23, %22
  %25 = shl i32 %24, 5
  %26 = xor i32 %25, %24
  %27 = and i32 %20, 1
  %28 = icmp eq i32 %27, 0
  %29 = lshr i32 %26, 3
  %30 = and i32 %29, %26
  %31 = lshr i32 %26, 7
  %32 = and i32 %30, %31
  %33 = select i1 %28, i32 %32, i32 %26
  br label %34

34:                                               ; preds = %34, %18
  %35 = phi i32 [ 0, %18 ], [ %45, %34 ]
  %36 = phi i32 [ 0, %18 ], [ %44, %34 ]
  %37 = shl nsw i32 %35, 2
  %38 = lshr i32 %33, %37
  %39 = and i32 %38, 15
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds [16 x i8], [16 x i8]* @nibble_pop, i64 0, i64 %40
  %42 = load i8, i8* %41, align 1, !tbaa !2
  %43 = zext i8 %42 to i32
  %44 = add nuw nsw i32 %36, %43
  %45 = add nuw nsw i32 %35, 1
  %46 = icmp eq i32 %45, 8
  br i1 %46, label %47, label %34, !llvm.loop !10

47:                                               ; preds = %34
  %48 = lshr i32 %33, 1
  %49 = and i32 %48, 1431655765
  %50 = sub i32 %33, %49
  %51 = and i32 %50, 858993459
  %52 = lshr i32 %50, 2
  %53 = and i32 %52, 858993459
  %54 = add nuw nsw i32 %53, %51
  %55 = lshr i32 %54, 4
  %56 = add nuw nsw i32 %55, %54
  %57 = and i32 %56, 252645135
  %58 = lshr i32 %57, 8
  %59 = add nuw nsw i32 %58, %57
  %60 = lshr i32 %59, 16
  %61 = add nuw nsw i32 %60, %59
  %62 = and i32 %61, 63
  %63 = icmp eq i32 %44, %62
  br i1 %63, label %64, label %76

64:                                               ; preds = %47
  %65 = lshr i32 %33, 16
  %66 = xor i32 %65, %33
  %67 = lshr i32 %66, 8
  %68 = xor i32 %67, %66
  %69 = lshr i32 %68, 4
  %70 = xor i32 %69, %68
  %71 = and i32 %70, 15
  %72 = lshr i32 27030, %71
  %73 = xor i32 %44, %72
  %74 = and i32 %73, 1
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %77, label %76

76:                                               ; preds = %64, %47
  call void @abort() #2
  br label %77

77:                                               ; preds = %76, %64
  %78 = load i32, i32* @h, align 4, !tbaa !8
  %79 = xor i32 %78, %44
  %80 = mul i32 %79, 16777619
  store i32 %80, i32* @h, align 4, !tbaa !8
  %81 = icmp eq i32 %33, 0
  br i1 %81, label %167, label %82

82:                                               ; preds = %77
  %83 = and i32 %33, 65535
  %84 = icmp eq i32 %83, 0
  %85 = lshr i32 %33, 16
  %86 = select i1 %84, i32 %85, i32 %33
  %87 = select i1 %84, i32 16, i32 0
  %88 = and i32 %86, 255
  %89 = icmp eq i32 %88, 0
  %90 = or i32 %87, 8
  %91 = lshr i32 %86, 8
  %92 = select i1 %89, i32 %91, i32 %86
  %93 = select i1 %89, i32 %90, i32 %87
  %94 = and i32 %92, 15
  %95 = icmp eq i32 %94, 0
  %96 = or i32 %93, 4
  %97 = lshr i32 %92, 4
  %98 = select i1 %95, i32 %97, i32 %92
  %99 = select i1 %95, i32 %96, i32 %93
  %100 = and i32 %98, 3
  %101 = icmp eq i32 %100, 0
  %102 = or i32 %99, 2
  %103 = lshr i32 %98, 2
  %104 = select i1 %101, i32 %103, i32 %98
  %105 = select i1 %101, i32 %102, i32 %99
  %106 = and i32 %104, 1
  %107 = xor i32 %106, 1
  %108 = add nsw i32 %107, %105
  %109 = icmp ult i32 %33, 65536
  %110 = shl i32 %33, 16
  %111 = select i1 %109, i32 %110, i32 %33
  %112 = select i1 %109, i32 16, i32 0
  %113 = icmp ult i32 %111, 16777216
  %114 = or i32 %112, 8
  %115 = shl i32 %111, 8
  %116 = select i1 %113, i32 %115, i32 %111
  %117 = select i1 %113, i32 %114, i32 %112
  %118 = icmp ult i32 %116, 268435456
  %119 = or i32 %117, 4
  %120 = shl i32 %116, 4
  %121 = select i1 %118, i32 %120, i32 %116
  %122 = select i1 %118, i32 %119, i32 %117
  %123 = icmp ult i32 %121, 1073741824
  %124 = or i32 %122, 2
  %125 = shl i32 %121, 2
  %126 = select i1 %123, i32 %125, i32 %121
  %127 = select i1 %123, i32 %124, i32 %122
  %128 = xor i32 %126, -1
  %129 = lshr i32 %128, 31
  %130 = add nsw i32 %129, %127
  %131 = shl i32 1, %108
  %132 = and i32 %131, %33
  %133 = icmp eq i32 %132, 0
  br i1 %133, label %138, label %134

134:                                              ; preds = %82
  %135 = sub nsw i32 31, %130
  %136 = lshr i32 %33, %135
  %137 = icmp eq i32 %136, 1
  br i1 %137, label %139, label %138

138:                                              ; preds = %134, %82
  call void @abort() #2
  br label %139

139:                                              ; preds = %138, %134
  %140 = shl nsw i32 %108, 5
  %141 = add nsw i32 %140, %130
  %142 = load i32, i32* @h, align 4, !tbaa !8
  %143 = xor i32 %142, %141
  %144 = mul i32 %143, 16777619
  %145 = sub i32 0, %33
  %146 = and i32 %33, %145
  %147 = xor i32 %144, %146
  %148 = mul i32 %147, 16777619
  %149 = add i32 %33, -1
  %150 = and i32 %149, %33
  %151 = xor i32 %148, %150
  %152 = mul i32 %151, 16777619
  %153 = and i32 %48, 2147483646
  %154 = lshr i32 %33, 2
  %155 = or i32 %153, %154
  %156 = lshr i32 %155, 2
  %157 = or i32 %156, %155
  %158 = lshr i32 %157, 4
  %159 = or i32 %158, %157
  %160 = lshr i32 %159, 8
  %161 = or i32 %160, %159
  %162 = lshr i32 %161, 16
  %163 = or i32 %162, %161
  %164 = add nuw i32 %163, 1
  %165 = xor i32 %152, %164
  %166 = mul i32 %165, 16777619
  store i32 %166, i32* @h, align 4, !tbaa !8
  br label %167

167:                                              ; preds = %139, %77
  br label %168

168:                                              ; preds = %167, %168
  %169 = phi i32 [ %180, %168 ], [ 0, %167 ]
  %170 = phi i32 [ %178, %168 ], [ 0, %167 ]
  %171 = phi i32 [ %179, %168 ], [ %33, %167 ]
  %172 = shl i32 %170, 8
  %173 = and i32 %171, 255
  %174 = zext i32 %173 to i64
  %175 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i64 0, i64 %174
  %176 = load i8, i8* %175, align 1, !tbaa !2
  %177 = zext i8 %176 to i32
  %178 = or i32 %172, %177
  %179 = lshr i32 %171, 8
  %180 = add nuw nsw i32 %169, 1
  %181 = icmp eq i32 %180, 4
  br i1 %181, label %182, label %168, !llvm.loop !11

182:                                              ; preds = %168, %182
  %183 = phi i32 [ %194, %182 ], [ 0, %168 ]
  %184 = phi i32 [ %192, %182 ], [ 0, %168 ]
  %185 = phi i32 [ %193, %182 ], [ %178, %168 ]
  %186 = shl i32 %184, 8
  %187 = and i32 %185, 255
  %188 = zext i32 %187 to i64
  %189 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i64 0, i64 %188
  %190 = load i8, i8* %189, align 1, !tbaa !2
  %191 = zext i8 %190 to i32
  %192 = or i32 %186, %191
  %193 = lshr i32 %185, 8
  %194 = add nuw nsw i32 %183, 1
  %195 = icmp eq i32 %194, 4
  br i1 %195, label %196, label %182, !llvm.loop !11

196:                                              ; preds = %182
  %197 = icmp eq i32 %192, %33
  br i1 %197, label %199, label %198

198:                                              ; preds = %196
  call void @abort() #2
  br label %199

199:                                              ; preds = %198, %196
  %200 = load i32, i32* @h, align 4, !tbaa !8
  %201 = xor i32 %200, %178
  %202 = mul i32 %201, 16777619
  store i32 %202, i32* @h, align 4, !tbaa !8
  %203 = xor i32 %48, %33
  %204 = lshr i32 %203, 16
  %205 = xor i32 %204, %203
  %206 = lshr i32 %205, 8
  %207 = xor i32 %206, %205
  %208 = lshr i32 %207, 4
  %209 = xor i32 %208, %207
  %210 = lshr i32 %209, 2
  %211 = xor i32 %210, %209
  %212 = lshr i32 %211, 1
  %213 = xor i32 %212, %211
  %214 = icmp eq i32 %213, %33
  br i1 %214, label %216, label %215

215:                                              ; preds = %199
  call void @abort() #2
  br label %216

216:                                              ; preds = %215, %199
  %217 = load i32, i32* @h, align 4, !tbaa !8
  %218 = xor i32 %217, %203
  %219 = mul i32 %218, 16777619
  store i32 %219, i32* @h, align 4, !tbaa !8
  %220 = add nuw nsw i32 %20, 1
  %221 = icmp eq i32 %220, 320
  br i1 %221, label %15, label %18, !llvm.loop !12
}

declare dso_local void @abort() local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"llvm.loop.unroll.disable"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !3, i64 0}
!10 = distinct !{!10, !6, !7}
!11 = distinct !{!11, !6, !7}
!12 = distinct !{!12, !6, !7}
